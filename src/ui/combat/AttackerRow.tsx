import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { attackTargetOptions, type CardId, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { focusCard } from '../focusCard'
import { readOnTable } from '../card/previewIntent'
import { useCombatDraft } from './combatDraft'
import { cardName, controllerName, creatureLabel, targetLabel } from './combatStage'

const NONE: string[] = []

/**
 * One picked attacker: its name (focuses the card), what it attacks, "Aim" (then a click on an
 * opponent's name plate, planeswalker or battle aims it) and a way to drop it. The engine lists
 * the targets: both opponents, then their planeswalkers and battles (805.10b).
 */
export function AttackerRow({ attacker, target }: { attacker: CardId; target: PlayerId | CardId }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const name = useGame((s) => (s.game ? say(cardName(s.game, attacker)) : ''))
  const owner = useGame((s) => (s.game ? controllerName(s.game, attacker) : ''))
  const who = useGame((s) => (s.game ? say(creatureLabel(s.game, attacker)) : ''))
  const aiming = useCombatDraft((s) => s.aiming === attacker)
  const options = useGame(
    useShallow((s) => (s.game ? attackTargetOptions(s.game, attacker) : NONE)),
  )
  const labels = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? options.map((option) => say(targetLabel(g, option))) : NONE
    }),
  )
  return (
    <li className="combat-row is-attacker">
      <button
        type="button"
        className="combat-name"
        title={t('combat.showCard')}
        onClick={() => {
          focusCard(attacker)
          readOnTable(attacker)
        }}
      >
        <bdi>{name}</bdi> <span className="combat-owner">{owner}</span>
      </button>
      <span className="combat-arrow" aria-hidden="true">
        →
      </span>
      <select
        aria-label={t('combat.attacksWith', { who })}
        value={target}
        onChange={(e) => useCombatDraft.getState().setAttack(attacker, e.target.value)}
      >
        {options.map((t, i) => (
          <option key={t} value={t}>
            {labels[i]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="icon-button small combat-aim"
        aria-pressed={aiming}
        aria-label={t('combat.aimWith', { who })}
        title={t('combat.aimWithTitle')}
        onClick={() => useCombatDraft.getState().setAiming(aiming ? null : attacker)}
      >
        <span aria-hidden="true">⌖</span>
      </button>
      <button
        type="button"
        className="icon-button small"
        aria-label={t('combat.dontAttackWith', { who })}
        title={t('combat.dontAttackWithIt')}
        onClick={() => useCombatDraft.getState().removeAttack(attacker)}
      >
        ×
      </button>
    </li>
  )
}
