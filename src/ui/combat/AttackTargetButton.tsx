import { useTranslation } from 'react-i18next'
import { opponents, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { useCombatDraft } from './combatDraft'
import { creatureLabel } from './combatStage'
import { useAttackPicks } from './useAttackPicks'

/**
 * Over an opponent's name plate while attackers are picked, as Arena's player portraits: a click
 * aims the attacker picked last at this player (805.10b). Pressed when it already does.
 */
export function AttackTargetButton({ player }: { player: PlayerId }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const name = usePlayerName(player)
  const aim = useAttackPicks().at(-1)
  const foe = useGame((s) => {
    const g = s.game
    return g !== null && opponents(g, g.teams[g.turn.activeTeam].players[0]).includes(player)
  })
  const who = useGame((s) => (s.game && aim ? say(creatureLabel(s.game, aim)) : ''))
  const aimed = useCombatDraft((s) => (aim === undefined ? false : s.attacks[aim] === player))
  if (!foe || aim === undefined) return null
  return (
    <button
      type="button"
      className="attack-target"
      aria-pressed={aimed}
      aria-label={t('combat.aimAt', { player: name, who })}
      title={t('combat.aimAt', { player: name, who })}
      onClick={() => useCombatDraft.getState().setAttack(aim, player)}
    >
      <span aria-hidden="true">⚔</span>
    </button>
  )
}
