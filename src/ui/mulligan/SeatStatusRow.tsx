import { useTranslation } from 'react-i18next'
import { mulligan, teamOf, zone, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { seatStatus } from './seatStatus'

/** One seat in the mulligan overview: public facts only (hand size, mulligans, declaration). */
export function SeatStatusRow({ player, acting }: { player: PlayerId; acting: boolean }) {
  const { t } = useTranslation('mulligan')
  const say = useSay()
  const name = usePlayerName(player)
  const team = useGame((s) => (s.game ? teamOf(s.game, player) : 'A'))
  const handSize = useGame((s) => (s.game ? zone(s.game, player, 'hand').length : 0))
  const taken = useGame((s) => (s.game ? (mulligan(s.game).mulligans[player] ?? 0) : 0))
  // Said inside the selector: a string, so the row re-renders only when the words change.
  const status = useGame((s) => (s.game ? say(seatStatus(s.game, player)) : ''))
  return (
    <li
      className={`team-${team}${acting ? ' is-acting' : ''}`}
      aria-current={acting ? 'step' : undefined}
    >
      <span className="seat">{player}</span>
      <bdi className="status-name">{name}</bdi>
      <span className="status-detail">
        {t('mulligan.cards', { count: handSize })} · {t('mulligan.taken', { count: taken })}
      </span>
      <span className="status-text">{status}</span>
    </li>
  )
}
