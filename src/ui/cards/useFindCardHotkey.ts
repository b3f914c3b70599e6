import { useEffect } from 'react'
import { useGame, useUi } from '../../store'
import { isDragActive } from '../dnd/dragState'

/** "/" or Ctrl+K (Cmd+K) opens "Find a card", as in Moxfield and most search-first apps. */
export function useFindCardHotkey(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey
      const ctrlK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey
      if ((!slash && !ctrlK) || e.defaultPrevented || isDragActive()) return
      const target = e.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const ui = useUi.getState()
      if (ui.dialog !== null || !useGame.getState().game) return
      e.preventDefault()
      ui.openDialog({ kind: 'findCard' })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
