import { useTranslation } from 'react-i18next'
import { opponents, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { useCombatDraft } from './combatDraft'
import { creatureLabel } from './combatStage'
import { useAttackPicks } from './useAttackPicks'

/**
 * Over an opponent's name plate while an attacker is being aimed (just picked, or its "Aim"
 * pressed), as Arena's player portraits: a click aims that attacker at this player (805.10b) and
 * the aiming ends, said in the combat panel with a way back. With nothing being aimed there is no
 * button, so a click on a plate to look at it never re-aims an attacker.
 */
export function AttackTargetButton({ player }: { player: PlayerId }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const name = usePlayerName(player)
  const picked = useAttackPicks()
  const aiming = useCombatDraft((s) => s.aiming)
  const aim = aiming !== null && picked.includes(aiming) ? aiming : undefined
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
      onClick={() => useCombatDraft.getState().aim(player)}
    >
      <span aria-hidden="true">⚔</span>
    </button>
  )
}
