import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'

/**
 * "Attack" in the turn bar during the first main phase and the beginning of combat: moves the
 * turn on to the declare attackers step, where attackers are picked (507, 508).
 */
export function AttackButton() {
  const { t } = useTranslation('combat')
  const step = useGame((s) => s.game?.turn.step)
  const ready = useGame((s) => s.game !== null && s.game.mulligan.done && !s.game.outcome.over)
  if (!ready || (step !== 'main1' && step !== 'beginCombat')) return null
  const toAttackers = () => {
    const { dispatch } = useGame.getState()
    // Each step is entered in turn, so what happens at the beginning of combat still happens.
    for (let i = 0; i < 2 && useGame.getState().game?.turn.step !== 'declareAttackers'; i++) {
      if (!dispatch({ type: 'turn/nextStep' })) return
    }
  }
  return (
    <button
      type="button"
      className="attack-button"
      onClick={toAttackers}
      title={t('combat.attackTitle')}
    >
      <span aria-hidden="true">⚔ </span>
      {t('combat.attack')}
    </button>
  )
}
