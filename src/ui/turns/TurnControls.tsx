import { useGame } from '../../store'
import { PassOffer } from './PassOffer'
import { TURN_KEYS, useTurnHotkeys } from './useTurnHotkeys'

/**
 * Next step and End turn, with their shortcuts; then the offer to pass the device on. Sits in the
 * turn bar's row of actions.
 */
export function TurnControls() {
  const dispatch = useGame((s) => s.dispatch)
  useTurnHotkeys()
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts={TURN_KEYS.nextStep}
        title={`Next step (${TURN_KEYS.nextStep})`}
        onClick={() => dispatch({ type: 'turn/nextStep' })}
      >
        Next step
        <kbd aria-hidden="true">{TURN_KEYS.nextStep}</kbd>
      </button>
      <button
        type="button"
        className="primary"
        aria-keyshortcuts={TURN_KEYS.endTurn}
        title={`End turn (${TURN_KEYS.endTurn})`}
        onClick={() => dispatch({ type: 'turn/end' })}
      >
        End turn
        <kbd aria-hidden="true">{TURN_KEYS.endTurn}</kbd>
      </button>
      <PassOffer />
    </>
  )
}
