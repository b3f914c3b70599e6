import { useEffect } from 'react'
import { useUi } from '../../store'
import { isDragActive } from '../dnd/dragState'
import { moveOn } from './moveOn'

/** The turn's keyboard shortcuts, as the buttons announce them (aria-keyshortcuts). */
export const TURN_KEYS = { nextStep: 'N', endTurn: 'E' } as const

/**
 * N moves to the next step, E ends the turn — only when this screen may (moveOn asks the engine;
 * the other team's N and E do nothing, 805.4a). Bare letters only: not while typing, not with a
 * modifier (Ctrl+N is the browser's), not while a menu, a dialog or a drag has the keyboard, and
 * not on key repeat, so holding N never skips half a turn.
 */
export function useTurnHotkeys(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return
      const key = e.key.toUpperCase()
      if (key !== TURN_KEYS.nextStep && key !== TURN_KEYS.endTurn) return
      const target = e.target instanceof Element ? e.target : null
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="menu"]'))
        return
      if (target?.closest('[role="dialog"]') || document.querySelector('[aria-modal="true"]'))
        return
      const ui = useUi.getState()
      if (ui.menu || ui.dialog || ui.curtain || isDragActive()) return
      e.preventDefault()
      moveOn(key === TURN_KEYS.nextStep ? 'next' : 'end')
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
