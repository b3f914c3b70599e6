import { STEPS, mulligan, outcome, turn } from '../../engine'
import { useGame } from '../../store'
import { STEP_NAMES } from './stepNames'

/**
 * Turn number, the active team, the step, and the buttons that move the turn on. Teams take
 * turns together (805.4). TODO(#5): mulligan flow and the pass-the-device curtain here.
 * TODO(#6): combat steps get their own controls.
 */
export function TurnBar() {
  // Primitives only: turn() builds a new object on every call.
  const number = useGame((s) => (s.game ? turn(s.game).number : 0))
  const activeTeam = useGame((s) => (s.game ? turn(s.game).activeTeam : 'A'))
  const step = useGame((s) => (s.game ? turn(s.game).step : 'upkeep'))
  const mulligansDone = useGame((s) => (s.game ? mulligan(s.game).done : true))
  const result = useGame((s) => (s.game ? outcome(s.game) : null))
  const dispatch = useGame((s) => s.dispatch)

  return (
    <section className={`turn-bar team-${activeTeam}`} aria-label="Turn">
      <div className="turn-info" aria-live="polite">
        <span className="turn-number">Turn {number}</span>
        <span className="turn-team">Team {activeTeam}</span>
        <span className="turn-step">{mulligansDone ? STEP_NAMES[step].long : 'Mulligans'}</span>
      </div>
      <ol className="step-track" aria-label="Steps">
        {STEPS.map((s) => (
          <li
            key={s}
            className={s === step ? 'is-current' : undefined}
            aria-current={s === step ? 'step' : undefined}
            title={STEP_NAMES[s].long}
          >
            {STEP_NAMES[s].short}
          </li>
        ))}
      </ol>
      <div className="turn-actions">
        <button type="button" onClick={() => dispatch({ type: 'turn/nextStep' })}>
          Next step
        </button>
        <button type="button" className="primary" onClick={() => dispatch({ type: 'turn/end' })}>
          End turn
        </button>
      </div>
      {result?.over && (
        <p className="game-over" role="status">
          {result.winner ? `Team ${result.winner} wins` : 'The game is a draw'}
          {result.reason ? ` (${REASONS[result.reason]})` : ''}. Undo to go back, or start a new
          game.
        </p>
      )}
    </section>
  )
}

const REASONS: Record<string, string> = {
  life: 'life total reached 0',
  poison: '15 poison counters',
  commanderDamage: '21 commander damage',
  emptyLibrary: 'drew from an empty library',
  concede: 'concession',
}
