import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { nextStepMessage, selectCanRedo, selectCanUndo, stepLines, useGame } from '../../store'

/**
 * Undo and Redo (docs/architecture.md: buttons named exactly so). Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y too.
 * Each one's title says what it would take back or make again: the first log line of that step.
 */
export function UndoRedo() {
  const canUndo = useGame(selectCanUndo)
  const canRedo = useGame(selectCanRedo)
  const undoLine = useGame((s) => {
    const before = s.past.at(-1)
    return before && s.fullGame ? (stepLines(before, s.fullGame)[0] ?? null) : null
  })
  const redoLine = useGame((s) => {
    const after = s.future[0]
    return after && s.fullGame ? (stepLines(s.fullGame, after)[0] ?? null) : null
  })
  const undo = useGame((s) => s.undo)
  const redo = useGame((s) => s.redo)
  const { t } = useTranslation('table')
  const say = useSay()
  return (
    <div className="undo-redo" role="group" aria-label={t('table.history')}>
      <button
        type="button"
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        title={undoLine ? say(nextStepMessage('undo', undoLine)) : t('table.undo.title')}
      >
        <span aria-hidden="true">↶ </span>
        {t('table.undo')}
      </button>
      <button
        type="button"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        title={redoLine ? say(nextStepMessage('redo', redoLine)) : t('table.redo.title')}
      >
        {t('table.redo')}
        <span aria-hidden="true"> ↷</span>
      </button>
    </div>
  )
}
