import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { nextAction } from '../combat/nextAction'
import { PassOffer } from './PassOffer'
import { TURN_KEYS, useTurnHotkeys } from './useTurnHotkeys'

/**
 * Next step (which deals combat damage first when it is due) and End turn, with their shortcuts; then the offer to pass the device on. Sits in the
 * turn bar's row of actions.
 */
export function TurnControls() {
  const { t } = useTranslation('turns')
  const dispatch = useGame((s) => s.dispatch)
  useTurnHotkeys()
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts={TURN_KEYS.nextStep}
        title={t('turns.nextStep.title', { shortcut: TURN_KEYS.nextStep })}
        onClick={() => dispatch(nextAction(useGame.getState().game))}
      >
        {t('turns.nextStep')}
        <kbd aria-hidden="true">{TURN_KEYS.nextStep}</kbd>
      </button>
      <button
        type="button"
        className="primary"
        aria-keyshortcuts={TURN_KEYS.endTurn}
        title={t('turns.endTurn.title', { shortcut: TURN_KEYS.endTurn })}
        onClick={() => dispatch({ type: 'turn/end' })}
      >
        {t('turns.endTurn')}
        <kbd aria-hidden="true">{TURN_KEYS.endTurn}</kbd>
      </button>
      <PassOffer />
    </>
  )
}
