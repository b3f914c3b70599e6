import { useEffect, useEffectEvent, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Keeps keyboard focus inside a modal dialog: focuses its `[data-autofocus]` element (or the first
 * control) on open, wraps Tab and Shift+Tab, closes on Escape, and gives focus back to whatever
 * opened it when it closes (WAI-ARIA dialog pattern).
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useEffectEvent(onClose)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const controls = (): HTMLElement[] => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = (): HTMLElement =>
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? controls()[0] ?? dialog
    first().focus()

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab') return
      const items = controls()
      const start = items[0]
      const end = items.at(-1)
      const active = document.activeElement
      if (!start || !end) {
        event.preventDefault()
        return
      }
      const outside = !(active instanceof Node) || !dialog.contains(active)
      if (event.shiftKey && (active === start || outside)) {
        event.preventDefault()
        end.focus()
      } else if (!event.shiftKey && (active === end || outside)) {
        event.preventDefault()
        start.focus()
      }
    }
    const onFocusIn = (event: FocusEvent): void => {
      if (event.target instanceof Node && !dialog.contains(event.target)) first().focus()
    }

    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (opener?.isConnected) opener.focus()
    }
  }, [dialogRef])
}
