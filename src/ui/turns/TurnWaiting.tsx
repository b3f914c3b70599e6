import { useTranslation } from 'react-i18next'
import { awaitedDecision, outcome, turn } from '../../engine'
import { useGame, useUi } from '../../store'

/**
 * What the table waits on, where the turn's buttons stand when this screen may not move the turn
 * (805.4a): the other team's turn, the defenders' blocks (509.1), a commander's owner's choice
 * (903.9). The engine says who decides; this only says it.
 */
export function TurnWaiting() {
  const { t } = useTranslation('turns')
  const viewing = useUi((s) => s.viewingTeam)
  const key = useGame((s) => {
    const g = s.game
    if (!g || outcome(g).over || !g.mulligan.done) return null
    const { team, why } = awaitedDecision(g)
    if (why === 'commanderReturn') return team === viewing ? 'ownChoice' : `choice:${team}`
    if (why === 'blocks') return team === viewing ? null : `blocks:${team}`
    return team === viewing ? null : `turn:${turn(g).activeTeam}`
  })
  if (key === null) return null
  const [kind, team] = key.split(':')
  const words =
    kind === 'ownChoice'
      ? t('turns.waiting.ownChoice')
      : kind === 'choice'
        ? t('turns.waiting.choice', { team })
        : kind === 'blocks'
          ? t('turns.waiting.blocks', { team })
          : t('turns.waiting.turn', { team })
  return (
    <span className="turn-waiting" role="status">
      {words}
    </span>
  )
}
