import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  crashedSave,
  crashedSaveText,
  newGameAfterCrash,
  openStateBeforeCrash,
  useCrashMark,
} from '../../store/crashRecovery'
import { downloadFile } from '../files/download'
import './safety.css'

/**
 * The table failed to show the saved game last time (issue 27): instead of loading it into the
 * same crash again, the players choose the state before it, the save as a file, or a new game.
 */
export function CrashRecovery() {
  const { t } = useTranslation('safety')
  const mark = useCrashMark((s) => s.mark)
  const [canGoBack, setCanGoBack] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    crashedSave().then(
      (save) => live && setCanGoBack((save?.past.length ?? 0) > 0),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])

  const run = (choice: () => Promise<void>) => () => {
    setBusy(true)
    void choice().finally(() => setBusy(false))
  }
  const download = async () => {
    const text = await crashedSaveText()
    if (text !== null) downloadFile('duotable-crashed-game.json', text, 'application/json')
  }

  return (
    <main className="crash" role="alert">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.what')}</p>
      {mark && <p className="muted">{t('crash.error', { error: mark.error })}</p>}
      <div className="crash-actions">
        {canGoBack && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={run(openStateBeforeCrash)}
          >
            {t('crash.before')}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void download()}>
          {t('crash.download')}
        </button>
        <button type="button" disabled={busy} onClick={run(newGameAfterCrash)}>
          {t('crash.newGame')}
        </button>
      </div>
    </main>
  )
}
