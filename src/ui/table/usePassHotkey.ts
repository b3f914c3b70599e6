import { useEffect } from 'react'
import { useGame, useUi } from '../../store'
import { isDragActive } from '../dnd/dragState'
import { passDevice } from '../privacy/passDevice'

/** The key that passes the device to the other team (the shortcut sheet lists it). */
export const PASS_KEY = 'P'

/**
 * P passes the device: the other team's side, behind the curtain until they confirm (810.5); a
 * team owing its blocks is asked first (passDevice).
 */
export function usePassHotkey(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toUpperCase() !== PASS_KEY || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return
      const target = e.target instanceof Element ? e.target : null
      const typing = target?.closest(
        'input, textarea, select, [contenteditable], [role="dialog"], [role="menu"]',
      )
      const ui = useUi.getState()
      if (typing || isDragActive() || ui.dialog || ui.menu || ui.curtain) return
      if (document.querySelector('[aria-modal="true"]') || !useGame.getState().game) return
      e.preventDefault()
      passDevice(ui.viewingTeam === 'A' ? 'B' : 'A')
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
