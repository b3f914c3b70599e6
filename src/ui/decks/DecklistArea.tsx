import {
  memo,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'

export interface DecklistAreaProps {
  id: string
  hintId: string
  area: RefObject<HTMLTextAreaElement | null>
  /** Only the first render's counts: the box is uncontrolled (useDecklistText). */
  initialText: string
  placeholder: string
  onInput: (event: FormEvent<HTMLTextAreaElement>) => void
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  onDrop: (event: DragEvent<HTMLTextAreaElement>) => void
}

/**
 * The decklist box, rendered once: its props are stable, so the form's renders (the report, the
 * notices) never touch it, and React never reads or rewrites a long list's value (issue 27).
 */
export const DecklistArea = memo(function DecklistArea({
  id,
  hintId,
  area,
  initialText,
  placeholder,
  onInput,
  onPaste,
  onKeyDown,
  onDrop,
}: DecklistAreaProps) {
  return (
    <textarea
      ref={area}
      id={id}
      className="decks-input deck-import__list"
      aria-describedby={hintId}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      defaultValue={initialText}
      placeholder={placeholder}
      onInput={onInput}
      onPaste={onPaste}
      onKeyDown={onKeyDown}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    />
  )
})
