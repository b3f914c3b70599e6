import { teamOf, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'

/** A row head: the player who took the damage. */
export function VictimHead({ player }: { player: PlayerId }) {
  const name = usePlayerName(player)
  const team = useGame((s) => (s.game ? teamOf(s.game, player) : 'A'))
  return (
    <th scope="row" className={`cd-victim team-${team}`} title={name}>
      <span className="cd-seat" aria-hidden="true">
        {player}
      </span>
      <span className="sr-only">{name}</span>
    </th>
  )
}
