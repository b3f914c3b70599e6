import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Seat } from '../../cards/samplePool'
import { useSay } from '../../i18n/say'
import { savedChoice } from './seatDecks'
import type { SeatDecksState } from './useSeatDecks'
import './setupDecks.css'

const TEAMMATE: Record<Seat, Seat> = { A1: 'A2', A2: 'A1', B1: 'B2', B2: 'B1' }

/**
 * The import dialog (the form, its checks, the Scryfall lookup) is a chunk of its own: the setup
 * screen paints without it (issue 10). It stays mounted, closed, so the chunk is fetched as the
 * screen comes up, long before a click opens it.
 */
const DeckImportDialog = lazy(() =>
  import('../decks/DeckImportDialog').then((m) => ({ default: m.DeckImportDialog })),
)

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface SeatDeckReportProps {
  seat: Seat
  decks: SeatDecksState
  /** A deck was imported for this seat: choose it. */
  onChoose: (choice: string) => void
}

/**
 * Under a seat on the setup screen: "Import deck…", and everything wrong with the seat's deck.
 * Only a deck that is gone blocks the start; for everything else "Start game" lists the problems
 * and asks the table, which may agree to play anyway (cards the pool doesn't know are left out).
 */
export function SeatDeckReport({ seat, decks, onChoose }: SeatDeckReportProps) {
  const { t } = useTranslation('commander')
  const say = useSay()
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
          aria-label={t('commander.seat.import', { seat })}
          onClick={() => setImporting(true)}
        >
          {t('commander.seat.importButton')}
        </button>
        {check && count === 0 && <span className="seat-legal">{t('commander.seat.legal')}</span>}
      </div>
      {check && count > 0 && (
        <ul className="seat-problems" aria-label={t('commander.seat.problems', { seat })}>
          {!check.deck && <li className="is-blocking">{t('commander.seat.gone')}</li>}
          {check.unknown.length > 0 && (
            <li>{t('commander.seat.unknown', { names: check.unknown.join(', ') })}</li>
          )}
          {check.unreadable
            .map((line) => say(line, 'deck'))
            .map((text) => (
              <li key={text}>{text}</li>
            ))}
          {check.problems.map((problem) => (
            <li key={`${problem.rule}:${problem.message}`}>
              {sentenceCase(say(problem.detail ?? problem.message, 'deck'))}
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        <DeckImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          lookup={decks.lookup}
          {...(teammateDeck && { teammateDeck })}
          onImported={(saved) => onChoose(savedChoice(saved.id))}
        />
      </Suspense>
    </div>
  )
}
