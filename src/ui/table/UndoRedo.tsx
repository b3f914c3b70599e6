import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'

/** Undo and Redo (docs/architecture.md: buttons named exactly so). Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y too. */
export function UndoRedo() {
  const canUndo = useGame((s) => s.past.length > 0)
  const canRedo = useGame((s) => s.future.length > 0)
  const undo = useGame((s) => s.undo)
  const redo = useGame((s) => s.redo)
  const { t } = useTranslation('table')
  return (
    <div className="undo-redo" role="group" aria-label={t('table.history')}>
      <button
        type="button"
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        title={t('table.undo.title')}
      >
        <span aria-hidden="true">↶ </span>
        {t('table.undo')}
      </button>
      <button
        type="button"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        title={t('table.redo.title')}
      >
        {t('table.redo')}
        <span aria-hidden="true"> ↷</span>
      </button>
    </div>
  )
}
