import { useRef, type ReactNode } from 'react'

/**
 * A button that opens the system file picker: a real <button> (keyboard, screen reader) in front
 * of a hidden file input, which is what the picker needs.
 */
export function FilePicker({
  accept,
  onFile,
  children,
  className,
}: {
  accept: string
  onFile: (file: File) => void
  children: ReactNode
  className?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          e.currentTarget.value = '' // the same file can be picked again after a fix
          if (file) onFile(file)
        }}
      />
    </>
  )
}
