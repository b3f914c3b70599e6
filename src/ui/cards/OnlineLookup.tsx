import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { nameKey } from '../../deck/resolve'
import { say } from '../../i18n/say'
import { CardDownload } from './CardDownload'
import type { DecklistLookup } from './useDecklistLookup'
import { useOnline } from './useOnline'
import './cards.css'

export interface OnlineLookupProps {
  /** The names the deck check could not find, once each. */
  names: readonly string[]
  online: DecklistLookup
}

/**
 * Under "Not in the card pool": the cache is asked quietly, Scryfall on request ("Look up 3
 * cards on Scryfall"), with progress, Cancel, and what Scryfall said, in its own words; or every
 * card downloaded at once, for this deck and all later ones, offline too.
 */
export function OnlineLookup({ names, online }: OnlineLookupProps) {
  const { t } = useTranslation('cards')
  const { run, absent, checkCache, recheckCache, lookUp, cancel } = online
  const connected = useOnline()
  // Once per check, not per keystroke: a long paste has thousands of names (issue 27).
  const askable = useMemo(
    () => (absent.size === 0 ? names : names.filter((name) => !absent.has(nameKey(name)))),
    [names, absent],
  )
  useEffect(() => checkCache(names), [names, checkCache])

  return (
    <div className="online-lookup">
      {run.phase === 'looking' ? (
        <div className="online-lookup__row">
          <span role="status" className="online-lookup__progress">
            {t('lookup.looking', { count: run.total, resolved: run.resolved, total: run.total })}
          </span>
          <button type="button" className="decks-button decks-button--quiet" onClick={cancel}>
            {t('lookup.cancel')}
          </button>
        </div>
      ) : (
        askable.length > 0 && (
          <div className="online-lookup__row">
            <button type="button" className="decks-button" onClick={() => lookUp(askable)}>
              {t('lookup.ask', { count: askable.length })}
            </button>
            {!connected && <span className="online-lookup__note">{t('lookup.offline')}</span>}
          </div>
        )
      )}
      <RunReport online={online} />
      {names.length > 0 && <CardDownload onStored={() => recheckCache(names)} />}
    </div>
  )
}

function RunReport({ online: { run } }: { online: DecklistLookup }) {
  const { t } = useTranslation('cards')
  if (run.phase === 'cancelled') {
    return (
      <p role="status" className="online-lookup__note">
        {t('lookup.cancelled')}
      </p>
    )
  }
  if (run.phase !== 'done') return null
  return (
    <div className="online-lookup__report">
      <p role="status" className="online-lookup__note">
        {t('lookup.found', { found: run.found, count: run.asked })}
      </p>
      {run.notFound.length > 0 && (
        <p className="online-lookup__note">
          {t('lookup.notFound', { names: run.notFound.map((name) => `“${name}”`).join(', ') })}
        </p>
      )}
      {run.error !== undefined && (
        <p role="alert" className="decks-notice decks-notice--error">
          {say(t, run.error, 'cards')}
        </p>
      )}
      {run.unresolved.length > 0 && (
        <p className="online-lookup__note">
          {t('lookup.unresolved', { names: run.unresolved.join(', ') })}
        </p>
      )}
    </div>
  )
}
