import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { clearCrashMark } from '../../store/crashMark'
import { gameFileName, gameFileText } from '../../store/gameFile'
import { downloadFile } from './download'

/**
 * What the players see if the interface breaks (issue #9): the game is never lost. It was saved
 * after the last action; they can step back to the state before the one that broke the screen,
 * download the save to keep or report it, or reload.
 */
export function CrashScreen({ error, onRecover }: { error: Error; onRecover: () => void }) {
  const { t } = useTranslation('files')
  const hasGame = useGame((s) => s.game !== null)
  const canStepBack = useGame((s) => s.past.length > 0)

  // Stepping back or trying again may work: the next start need not offer recovery. Should the
  // table break again, the error boundary marks the crash anew.
  function stepBack() {
    clearCrashMark()
    useGame.getState().undo()
    onRecover()
  }

  function retry() {
    clearCrashMark()
    onRecover()
  }

  function download() {
    const { fullGame: game, past, future } = useGame.getState()
    if (game) downloadFile(gameFileName(game), gameFileText(game, past, future), 'application/json')
  }

  return (
    <main className="crash" role="alert">
      <h1>{t('files.crash.title')}</h1>
      <p>{t('files.crash.what', { error: error.message })}</p>
      {hasGame && <p>{t('files.crash.safe')}</p>}
      <div className="crash-actions">
        {canStepBack && (
          <button type="button" className="primary" onClick={stepBack}>
            {t('files.crash.stepBack')}
          </button>
        )}
        {hasGame && (
          <button type="button" onClick={download}>
            {t('files.crash.download')}
          </button>
        )}
        <button type="button" onClick={retry}>
          {t('files.crash.retry')}
        </button>
        <button type="button" onClick={() => window.location.reload()}>
          {t('files.crash.reload')}
        </button>
      </div>
    </main>
  )
}
