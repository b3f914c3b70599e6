import { useEffect } from 'react'
import { useGame } from '../../store'
import { isDragActive } from '../dnd/dragState'

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac). Text fields keep their own. */
export function useTableHotkeys(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isDragActive()) return
      const target = e.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const key = e.key.toLowerCase()
      const { undo, redo } = useGame.getState()
      if (key === 'z' && !e.shiftKey) undo()
      else if ((key === 'z' && e.shiftKey) || key === 'y') redo()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
