import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { keepThisTabGame, loadOtherTabGame } from '../../store/tabChoice'
import { thisTab, useTabs } from '../../store/tabs'
import './reliability.css'

/**
 * Another tab wrote this game's autosave since this tab last did (store/tabs.ts): this tab holds
 * back its writes and asks which game goes on. Stays until answered; nothing is lost either way.
 */
export function TabConflictNotice() {
  const { t } = useTranslation('reliability')
  const conflict = useTabs((s) => s.conflict)
  const playing = useGame((s) => s.game !== null)
  const [busy, setBusy] = useState(false)
  if (!conflict) return null

  const mine = thisTab().seenHead?.gameId
  const what =
    conflict.gameId === ''
      ? 'conflict.noGame'
      : mine === undefined || conflict.gameId === mine
        ? 'conflict.sameGame'
        : 'conflict.otherGame'
  const choose = (choice: () => Promise<void>) => () => {
    setBusy(true)
    void choice().finally(() => setBusy(false))
  }

  return (
    <section className="notice notice-warning tab-conflict" aria-label={t('conflict.label')}>
      <span className="notice-icon" aria-hidden="true">
        !
      </span>
      <div className="notice-text">
        <p>{t(what)}</p>
        <p>{t('conflict.keptAside')}</p>
        <div className="tab-conflict-choices">
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={choose(loadOtherTabGame)}
          >
            {t('conflict.load')}
          </button>
          {playing && (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={choose(keepThisTabGame)}
            >
              {t('conflict.keep')}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
