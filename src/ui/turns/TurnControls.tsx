import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { BlockDecision } from '../combat/BlockDecision'
import { useOwingDefenders } from '../combat/teamBlocks'
import { mayMove, moveOn } from './moveOn'
import { PassOffer } from './PassOffer'
import { useScreenPlayer } from './screenPlayer'
import { TurnWaiting } from './TurnWaiting'
import { TURN_KEYS, useTurnHotkeys } from './useTurnHotkeys'

/**
 * The centre's buttons for the team the table is turned to, as the engine allows that team now:
 * the defenders' block ("Declare N blocks" / "No blocks", 509.1) while they owe it; otherwise
 * Next step (which deals combat damage first when it is due) and End turn for the active team
 * only (805.4a), with their shortcuts; or what the table waits on. Then the offer to pass the
 * device on.
 */
export function TurnControls() {
  const { t } = useTranslation('turns')
  const player = useScreenPlayer()
  const blockers = useOwingDefenders()
  const canNext = useGame((s) => mayMove(s.game, player, 'next'))
  const canEnd = useGame((s) => mayMove(s.game, player, 'end'))
  useTurnHotkeys()
  return (
    <>
      {blockers.length > 0 && <BlockDecision players={blockers} />}
      {canNext && (
        <button
          type="button"
          aria-keyshortcuts={TURN_KEYS.nextStep}
          title={t('turns.nextStep.title', { shortcut: TURN_KEYS.nextStep })}
          onClick={() => moveOn('next')}
        >
          {t('turns.nextStep')}
          <kbd aria-hidden="true">{TURN_KEYS.nextStep}</kbd>
        </button>
      )}
      {canEnd && (
        <button
          type="button"
          className="primary"
          aria-keyshortcuts={TURN_KEYS.endTurn}
          title={t('turns.endTurn.title', { shortcut: TURN_KEYS.endTurn })}
          onClick={() => moveOn('end')}
        >
          {t('turns.endTurn')}
          <kbd aria-hidden="true">{TURN_KEYS.endTurn}</kbd>
        </button>
      )}
      {!canNext && blockers.length === 0 && <TurnWaiting />}
      <PassOffer />
    </>
  )
}
