import { useEffect } from 'react'
import { useGame, useUi } from '../../store'
import { isDragActive } from '../dnd/dragState'

/** The key that opens the life panel (the shortcut sheet lists it). */
export const LIFE_KEY = 'L'

/** Where the key is being typed, or another dialog or menu has the keyboard. */
function keyBelongsElsewhere(e: KeyboardEvent): boolean {
  const target = e.target instanceof Element ? e.target : null
  return (
    isDragActive() ||
    target?.closest('input, textarea, select, [contenteditable], [role="dialog"], [role="menu"]') !=
      null ||
    document.querySelector('[aria-modal="true"]') !== null
  )
}

/** L opens the life panel for the team whose side is shown. */
export function useLifeHotkey(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toUpperCase() !== LIFE_KEY || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return
      const ui = useUi.getState()
      if (keyBelongsElsewhere(e) || ui.dialog || ui.menu || !useGame.getState().game) return
      e.preventDefault()
      ui.openDialog({ kind: 'life', team: ui.viewingTeam })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
