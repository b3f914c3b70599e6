import { useId } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { mulliganFor, teammate, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { MulliganHand } from './MulliganHand'
import { useFocusOnMount } from './useFocusOnMount'
import { seatStatus } from './seatStatus'

interface MulliganDecisionProps {
  player: PlayerId
  onDecide: (choice: 'keep' | 'mulligan') => void
  onPreview: (id: CardId) => void
}

/**
 * Keep or mulligan, with the price of a mulligan on the button: the first is free (103.5c),
 * then one more card goes to the bottom each time. The teammate's hand is there to consult
 * (805.3a); it is whatever they hold now, since no mulligan happens before all have declared.
 */
export function MulliganDecision({ player, onDecide, onPreview }: MulliganDecisionProps) {
  const name = usePlayerName(player)
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const mate = useGame((s) => (s.game ? teammate(s.game, player) : player))
  const cost = useGame(useShallow((s) => (s.game ? mulliganFor(s.game, player) : null)))
  const mateNote = useGame((s) => (s.game ? seatStatus(s.game, mate).toLowerCase() : ''))
  const costId = useId()
  if (!cost) return null
  const free = cost.nextBottom === 0
  return (
    <div className="mulligan-stage-body">
      <h2 ref={heading} tabIndex={-1}>
        {name}: keep or mulligan?
      </h2>
      <MulliganHand owner={player} viewer={player} onPreview={onPreview} />
      <div className="mulligan-choice">
        <button type="button" className="primary big" onClick={() => onDecide('keep')}>
          Keep
        </button>
        <button
          type="button"
          className="big"
          disabled={!cost.mayMulligan}
          aria-describedby={costId}
          onClick={() => onDecide('mulligan')}
        >
          {`Mulligan (next: bottom ${cost.nextBottom}${free ? ', free' : ''})`}
        </button>
        <p id={costId} className="muted">
          {!cost.mayMulligan
            ? 'No more mulligans: the hand would be empty, so this one is kept (103.5).'
            : free
              ? `Your first mulligan is free: shuffle, draw 7, keep ${cost.nextHandSize} (103.5c).`
              : `Shuffle, draw 7, then put ${cost.nextBottom} on the bottom: ${cost.nextHandSize} cards (103.5).`}
        </p>
      </div>
      <MulliganHand owner={mate} viewer={player} onPreview={onPreview} note={mateNote} />
    </div>
  )
}
