import type { SampleDeck, Seat } from '../../cards/sampleDecks'

interface SeatFieldsProps {
  seat: Seat
  name: string
  deckId: string
  /** null while the sample decks load. */
  decks: SampleDeck[] | null
  onName: (name: string) => void
  onDeck: (deckId: string) => void
}

/** One seat on the setup screen: the player's name and deck. */
export function SeatFields({ seat, name, deckId, decks, onName, onDeck }: SeatFieldsProps) {
  const deck = decks?.find((d) => d.id === deckId)
  return (
    <div className="seat-fields">
      <span className="seat">{seat}</span>
      <label className="field">
        <span aria-hidden="true">Name</span>
        <input
          aria-label={`Player ${seat} name`}
          value={name}
          maxLength={24}
          autoComplete="off"
          onChange={(e) => onName(e.target.value)}
        />
      </label>
      <label className="field">
        <span aria-hidden="true">Deck</span>
        <select
          aria-label={`Deck for ${seat}`}
          value={deckId}
          onChange={(e) => onDeck(e.target.value)}
        >
          {decks === null && <option value="">Loading decks…</option>}
          {decks?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <p className="deck-commanders">{deck ? deck.commanders.join(' & ') : '\u00a0'}</p>
    </div>
  )
}
