import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isTokenData } from '../../cards/knownCards'
import type { CardData } from '../../engine'
import { say } from '../../i18n/say'
import type { ScryfallSearch } from './useScryfallSearch'

export interface ScryfallFallbackProps {
  query: string
  search: ScryfallSearch
  online: boolean
  /** The put button's words for the chosen zone. */
  putLabel: string
  onSearch: () => void
  onPut: (card: CardData) => void
}

/**
 * Below the card search when nothing in the known pool matches: ask Scryfall (online), then
 * put what it found. Its fuzzy search may pick a different card than meant, so the card is
 * shown first and put only on request.
 */
export function ScryfallFallback({
  query,
  search,
  online,
  putLabel,
  onSearch,
  onPut,
}: ScryfallFallbackProps) {
  const { t } = useTranslation('cards')
  const putRef = useRef<HTMLButtonElement>(null)
  const found = search.status === 'found' ? search.card : undefined
  useEffect(() => {
    if (found) putRef.current?.focus()
  }, [found])

  if (!online) {
    return <p className="find-card__note">{t('fallback.offline')}</p>
  }
  return (
    <div className="find-card__online" aria-live="polite">
      {search.status !== 'found' && (
        <button
          type="button"
          className="find-card__search-online"
          disabled={search.status === 'searching'}
          onClick={onSearch}
        >
          {search.status === 'searching'
            ? t('fallback.searching', { query: search.query })
            : t('fallback.search', { query: query.trim() })}
        </button>
      )}
      {search.status === 'failed' && (
        <p role="alert" className="find-card__error">
          {say(t, search.error)}
        </p>
      )}
      {found && (
        <div className="find-card__found">
          <div className="find-card__found-text">
            <span className="find-card__found-name">{found.name}</span>
            <span className="find-card__found-type">{found.type_line ?? ''}</span>
          </div>
          <button ref={putRef} type="button" className="primary" onClick={() => onPut(found)}>
            {isTokenData(found) ? t('fallback.createToken') : putLabel}
          </button>
        </div>
      )}
    </div>
  )
}
