import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface DialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  /** The buttons row at the bottom. */
  actions?: ReactNode
  className?: string
}

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape or a click on the backdrop
 * closes it, focus goes back where it was.
 */
export function Dialog({ title, onClose, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const { t } = useTranslation('a11y')

  useEffect(() => {
    const previous = document.activeElement
    const first = ref.current?.querySelector<HTMLElement>(
      '[data-autofocus], input, select, textarea, button:not([data-close])',
    )
    first?.focus()
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      onClose()
      return
    }
    if (e.key !== 'Tab') return
    const focusable = [
      ...(ref.current?.querySelectorAll<HTMLElement>(
        'button:not([disabled]), input, select, textarea, [tabindex="0"]',
      ) ?? []),
    ]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last?.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first?.focus()
    }
  }

  return (
    <div
      className="dialog-backdrop"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className ? `dialog ${className}` : 'dialog'}
        onKeyDown={onKeyDown}
      >
        <header className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            data-close
            aria-label={t('a11y.dialog.close')}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <div className="dialog-body">{children}</div>
        {actions && <footer className="dialog-actions">{actions}</footer>}
      </div>
    </div>
  )
}
