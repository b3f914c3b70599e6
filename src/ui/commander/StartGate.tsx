import type { TableDecks } from './seatDecks'
import './setupDecks.css'

interface StartGateProps {
  table: TableDecks | null
  playAnyway: boolean
  onPlayAnyway: (on: boolean) => void
}

/** Above "Start game": why it can't start yet, or the choice to play illegal decks anyway. */
export function StartGate({ table, playAnyway, onPlayAnyway }: StartGateProps) {
  if (!table) return null
  if (table.blocked) {
    return (
      <p className="start-gate is-blocked" role="alert">
        A deck can't be played: it names cards that aren't in the card pool, or it is gone. See the
        notes under the seats.
      </p>
    )
  }
  if (!table.illegal) return null
  return (
    <div className="start-gate">
      <p>Some decks break Commander Duo deck rules: see the notes under the seats.</p>
      <label className="check-field">
        <input
          type="checkbox"
          checked={playAnyway}
          onChange={(e) => onPlayAnyway(e.target.checked)}
        />
        <span>Play anyway (casual table)</span>
      </label>
    </div>
  )
}
