import { useTranslation } from 'react-i18next'
import { lifeChangesThisTurn, type PlayerId } from '../../engine'
import { useGame } from '../../store'

/** One player's life this turn (810.9: changes happen to individuals), as "A1 lost 4, gained 0". */
export function PlayerLedger({ player }: { player: PlayerId }) {
  const { t } = useTranslation('life')
  // A string, so the component re-renders only when these numbers change.
  const tally = useGame((s) => {
    if (!s.game) return '0 0 0'
    const c = lifeChangesThisTurn(s.game, player)
    return `${c.lost} ${c.gained} ${c.damageTaken}`
  })
  const name = useGame((s) => s.game?.players[player]?.name ?? player)
  const [lost = '0', gained = '0', damage = '0'] = tally.split(' ')
  const moved = lost !== '0' || gained !== '0'
  return (
    <li
      className={moved ? 'has-changes' : undefined}
      title={t('life.ledger.title', { name, lost, damage, gained })}
    >
      {t('life.ledger.line', { player, lost, gained })}
    </li>
  )
}
