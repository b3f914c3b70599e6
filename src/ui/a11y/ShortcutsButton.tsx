import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { isDragActive } from '../dnd/dragState'
import { ShortcutSheet } from './ShortcutSheet'

/** Where "?" is a character being typed, or another dialog has the keyboard. */
function keyBelongsElsewhere(e: KeyboardEvent): boolean {
  const target = e.target instanceof Element ? e.target : null
  return (
    isDragActive() ||
    target?.closest('input, textarea, select, [contenteditable], [role="dialog"], [role="menu"]') !=
      null ||
    document.querySelector('[aria-modal="true"]') !== null
  )
}

/** The top bar's "?" button, and the "?" key, open the keyboard shortcut sheet. */
export function ShortcutsButton() {
  const [open, setOpen] = useState(false)
  const { t } = useTranslation('a11y')

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || keyBelongsElsewhere(e)) return
      e.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <button
        type="button"
        className="icon-button shortcuts-button"
        aria-label={t('a11y.shortcuts')}
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        title={t('a11y.shortcuts.title')}
        onClick={() => setOpen(true)}
      >
        ?
      </button>
      {/* Out of the top bar, so none of the bar's styles reach the sheet. */}
      {open && createPortal(<ShortcutSheet onClose={() => setOpen(false)} />, document.body)}
    </>
  )
}
