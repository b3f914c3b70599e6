import { useTranslation } from 'react-i18next'
import { STEPS, mulligan, turn } from '../../engine'
import { useGame } from '../../store'
import { GameOverNote } from '../life/GameOverNote'
import { TurnControls } from '../turns/TurnControls'
import { UpcomingTurns } from '../turns/UpcomingTurns'
import { AttackButton } from '../combat/AttackButton'
import { DockFloats } from '../stack/DockFloats'
import { useStepName } from './stepNames'
import { useSideColumnBeside } from './useSideColumnBeside'

/**
 * Turn number, the active team, the step, and the buttons that move the turn on. Teams take
 * turns together (805.4).
 * Combat has its own controls (src/ui/combat): "Attack" here, the rest in the combat panel.
 * The stack and the step's reminders stand in the side column, where they cover no hand and no
 * card; only on a phone, whose side column is far below, they float above the turn's dock.
 */
export function TurnBar() {
  // Primitives only: turn() builds a new object on every call.
  const number = useGame((s) => (s.game ? turn(s.game).number : 0))
  const activeTeam = useGame((s) => (s.game ? turn(s.game).activeTeam : 'A'))
  const step = useGame((s) => (s.game ? turn(s.game).step : 'upkeep'))
  const mulligansDone = useGame((s) => (s.game ? mulligan(s.game).done : true))
  const { t } = useTranslation('table')
  const stepName = useStepName()
  const beside = useSideColumnBeside()

  return (
    <section className={`turn-bar team-${activeTeam}`} aria-label={t('table.turn')}>
      <div className="turn-info" aria-live="polite">
        <span className="turn-number">{t('table.turn.number', { number })}</span>
        <span className="turn-team">{t('table.team', { team: activeTeam })}</span>
        <span className="turn-step">
          {mulligansDone ? stepName(step, 'long') : t('table.turn.mulligans')}
        </span>
        <UpcomingTurns />
      </div>
      <ol className="step-track" aria-label={t('table.steps')}>
        {STEPS.map((s) => (
          <li
            key={s}
            className={s === step ? 'is-current' : undefined}
            aria-current={s === step ? 'step' : undefined}
            title={stepName(s, 'long')}
          >
            {stepName(s, 'short')}
          </li>
        ))}
      </ol>
      <div className="turn-actions">
        <AttackButton />
        <TurnControls />
      </div>
      <GameOverNote />
      {/* On a phone the side column is far below: the stack and reminders float over the dock. */}
      {!beside && <DockFloats />}
    </section>
  )
}
