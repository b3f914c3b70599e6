import { useMemo, useState } from 'react'
import type { SavedDeck } from '../../store/deckLibrary'
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
  const [confirming, setConfirming] = useState(false)
  const summary = useMemo(() => summariseSavedDeck(deck.text), [deck.text])
  const commanders =
    summary.commanders.length > 0 ? summary.commanders.join(' & ') : 'No commander marked'

  return (
    <li className={chosen ? 'saved-deck saved-deck--chosen' : 'saved-deck'}>
      <div className="saved-deck__text">
        <span className="saved-deck__name">{deck.name}</span>
        <span className="saved-deck__meta">
          {commanders} · {summary.cardCount} {summary.cardCount === 1 ? 'card' : 'cards'} · saved{' '}
          <time dateTime={deck.savedAt}>{savedOn(deck.savedAt)}</time>
        </span>
      </div>
      <div className="saved-deck__actions">
        {onChoose && (
          <button
            type="button"
            className="decks-button decks-button--primary decks-button--small"
            aria-pressed={chosen}
            aria-label={`Use ${deck.name}`}
            onClick={() => onChoose(deck)}
          >
            Use
          </button>
        )}
        <button
          type="button"
          className={
            confirming
              ? 'decks-button decks-button--danger decks-button--small'
              : 'decks-button decks-button--quiet decks-button--small'
          }
          aria-label={confirming ? `Confirm delete ${deck.name}` : `Delete ${deck.name}`}
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
          {confirming ? 'Confirm delete' : 'Delete'}
        </button>
      </div>
    </li>
  )
}
