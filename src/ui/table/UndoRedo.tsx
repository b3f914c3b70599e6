import { useGame } from '../../store'

/** Undo and Redo (CONTRACT.md: buttons named exactly so). Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y too. */
export function UndoRedo() {
  const canUndo = useGame((s) => s.past.length > 0)
  const canRedo = useGame((s) => s.future.length > 0)
  const undo = useGame((s) => s.undo)
  const redo = useGame((s) => s.redo)
  return (
    <div className="undo-redo" role="group" aria-label="History">
      <button
        type="button"
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        title="Undo (Ctrl+Z)"
      >
        <span aria-hidden="true">↶ </span>Undo
      </button>
      <button
        type="button"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        title="Redo (Ctrl+Shift+Z)"
      >
        Redo<span aria-hidden="true"> ↷</span>
      </button>
    </div>
  )
}
