import { mulligan, teamOf, zone, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { seatStatus } from './seatStatus'

/** One seat in the mulligan overview: public facts only (hand size, mulligans, declaration). */
export function SeatStatusRow({ player, acting }: { player: PlayerId; acting: boolean }) {
  const name = usePlayerName(player)
  const team = useGame((s) => (s.game ? teamOf(s.game, player) : 'A'))
  const handSize = useGame((s) => (s.game ? zone(s.game, player, 'hand').length : 0))
  const taken = useGame((s) => (s.game ? (mulligan(s.game).mulligans[player] ?? 0) : 0))
  const status = useGame((s) => (s.game ? seatStatus(s.game, player) : ''))
  return (
    <li
      className={`team-${team}${acting ? ' is-acting' : ''}`}
      aria-current={acting ? 'step' : undefined}
    >
      <span className="seat">{player}</span>
      <span className="status-name">{name}</span>
      <span className="status-detail">
        {handSize} cards · {taken === 1 ? '1 mulligan' : `${taken} mulligans`}
      </span>
      <span className="status-text">{status}</span>
    </li>
  )
}
