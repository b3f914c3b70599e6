import { useEffect } from 'react'
import { useUi } from '../../store'
import { isDragActive } from '../dnd/dragState'
import { attackNow } from './attackNow'

/** The key that presses "Attack", as the button announces it (aria-keyshortcuts). */
export const ATTACK_KEY = 'A'

/**
 * A presses "Attack" while this screen's team may attack (in the declare attackers step with
 * nothing picked, where the button is hidden, it says to pick attackers). The same guards as the
 * turn's N and E: a bare letter, not while typing, not while a menu, a dialog, the curtain or a
 * drag has the keyboard.
 */
export function useAttackHotkey(on: boolean): void {
  useEffect(() => {
    if (!on) return
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key.toUpperCase() !== ATTACK_KEY) return
      const target = e.target instanceof Element ? e.target : null
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="menu"]'))
        return
      if (target?.closest('[role="dialog"]') || document.querySelector('[aria-modal="true"]'))
        return
      const ui = useUi.getState()
      if (ui.menu || ui.dialog || ui.curtain || isDragActive()) return
      e.preventDefault()
      void attackNow()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [on])
}
