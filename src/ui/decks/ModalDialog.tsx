import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { createPortal } from 'react-dom'
import { useModalFocus } from './useModalFocus'
import './decks.css'

export interface ModalDialogProps {
  title: string
  /** Escape and the close button call it; the caller decides whether the dialog goes away. */
  onClose: () => void
  children: ReactNode
  className?: string
}

/** A modal dialog over the page: focus stays inside, Escape closes, the page behind can't scroll. */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const { t } = useTranslation('decks')
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useModalFocus(dialogRef, onClose)

  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  return createPortal(
    <div className="decks-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `decks-modal ${className}` : 'decks-modal'}
      >
        <header className="decks-modal__header">
          <h2 id={titleId} className="decks-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="decks-modal__close"
            aria-label={t('modal.close', { title })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  )
}
