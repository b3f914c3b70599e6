import { useMemo, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { SavedDeck } from '../../store/deckLibrary'
import { DownloadDeckButton } from '../files/DeckFileButtons'
import { savedOn, summariseSavedDeck } from './savedDeckSummary'

export interface SavedDeckItemProps {
  deck: SavedDeck
  onDelete: (deck: SavedDeck) => void
  onChoose?: (deck: SavedDeck) => void
  /** Marks the deck a seat is using, when the list is used to pick one. */
  chosen?: boolean
}

/** One saved deck: its name, commanders and size, and a delete that asks twice. */
export function SavedDeckItem({ deck, onDelete, onChoose, chosen = false }: SavedDeckItemProps) {
  const { t, i18n } = useTranslation('decks')
  const [confirming, setConfirming] = useState(false)
  const summary = useMemo(() => summariseSavedDeck(deck.text), [deck.text])
  const commanders =
    summary.commanders.length > 0 ? summary.commanders.join(' & ') : t('saved.noCommander')

  return (
    <li className={chosen ? 'saved-deck saved-deck--chosen' : 'saved-deck'}>
      <div className="saved-deck__text">
        <bdi className="saved-deck__name">{deck.name}</bdi>
        <span className="saved-deck__meta">
          <Trans
            t={t}
            i18nKey="saved.meta"
            count={summary.cardCount}
            values={{ commanders, date: savedOn(deck.savedAt, i18n.language) }}
            components={{ time: <time dateTime={deck.savedAt} /> }}
          />
        </span>
      </div>
      <div className="saved-deck__actions">
        <DownloadDeckButton deck={deck} />
        {onChoose && (
          <button
            type="button"
            className="decks-button decks-button--primary decks-button--small"
            aria-pressed={chosen}
            aria-label={t('saved.useLabel', { name: deck.name })}
            onClick={() => onChoose(deck)}
          >
            {t('saved.use')}
          </button>
        )}
        <button
          type="button"
          className={
            confirming
              ? 'decks-button decks-button--danger decks-button--small'
              : 'decks-button decks-button--quiet decks-button--small'
          }
          aria-label={t(confirming ? 'saved.confirmLabel' : 'saved.deleteLabel', {
            name: deck.name,
          })}
          onClick={() => (confirming ? onDelete(deck) : setConfirming(true))}
          onBlur={() => setConfirming(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && confirming) {
              // Backs out of the delete without closing a dialog around the list.
              event.stopPropagation()
              setConfirming(false)
            }
          }}
        >
          {confirming ? t('saved.confirm') : t('saved.delete')}
        </button>
      </div>
    </li>
  )
}
