import { useState } from 'react'
import type { Seat } from '../../cards/sampleDecks'
import { DeckImportDialog } from '../decks/DeckImportDialog'
import { savedChoice } from './seatDecks'
import type { SeatDecksState } from './useSeatDecks'
import './setupDecks.css'

const TEAMMATE: Record<Seat, Seat> = { A1: 'A2', A2: 'A1', B1: 'B2', B2: 'B1' }

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface SeatDeckReportProps {
  seat: Seat
  decks: SeatDecksState
  /** A deck was imported for this seat: choose it. */
  onChoose: (choice: string) => void
}

/**
 * Under a seat on the setup screen: "Import deck…", and everything wrong with the seat's deck.
 * Cards the pool doesn't know block the start; rule problems only ask for "Play anyway".
 */
export function SeatDeckReport({ seat, decks, onChoose }: SeatDeckReportProps) {
  const [importing, setImporting] = useState(false)
  const check = decks.table?.seats[seat]
  const teammateDeck = decks.table?.seats[TEAMMATE[seat]].deck ?? undefined
  const count = check
    ? check.unknown.length + check.unreadable.length + check.problems.length + (check.deck ? 0 : 1)
    : 0

  return (
    // The import dialog is a portal, but React still bubbles its form's submit up to the setup
    // form, which would start the game.
    <div className="seat-deck-report" onSubmit={(e) => e.stopPropagation()}>
      <div className="seat-deck-line">
        <button
          type="button"
          className="seat-import"
          aria-label={`Import deck for ${seat}`}
          onClick={() => setImporting(true)}
        >
          Import deck…
        </button>
        {check && count === 0 && <span className="seat-legal">✓ Commander Duo legal</span>}
      </div>
      {check && count > 0 && (
        <ul className="seat-problems" aria-label={`Problems with ${seat}'s deck`}>
          {!check.deck && (
            <li className="is-blocking">This saved deck is gone. Choose another deck.</li>
          )}
          {check.unknown.length > 0 && (
            <li className="is-blocking">
              Not in the card pool: {check.unknown.join(', ')}. Looking cards up online comes later;
              for now fix these names or choose another deck.
            </li>
          )}
          {check.unreadable.map((text) => (
            <li key={text}>{text}</li>
          ))}
          {check.problems.map((problem) => (
            <li key={`${problem.rule}:${problem.message}`}>{sentenceCase(problem.message)}</li>
          ))}
        </ul>
      )}
      <DeckImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        lookup={decks.lookup}
        {...(teammateDeck && { teammateDeck })}
        onImported={(saved) => onChoose(savedChoice(saved.id))}
      />
    </div>
  )
}
