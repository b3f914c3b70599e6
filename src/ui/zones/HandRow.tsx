import { useTranslation } from 'react-i18next'
import { zone, type PlayerId, type TeamId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { CommandZone } from './CommandZone'
import { Hand } from './Hand'

/** A commander takes about as much of the row as two cards of the fan. */
const COMMANDER_SHARE = 2

/** A seat's cards in hand and commanders, as one string so a shallow compare sees a change. */
function useCounts(player: PlayerId): [hand: number, commanders: number] {
  const counts = useGame((s) =>
    s.game
      ? `${zone(s.game, player, 'hand').length} ${zone(s.game, player, 'command').length}`
      : '0 0',
  )
  const [hand = 0, commanders = 0] = counts.split(' ').map(Number)
  return [hand, commanders]
}

/** A seat's share of the row follows its cards and its commanders (at least a few cards'). */
function HandSeat({ player }: { player: PlayerId }) {
  const [hand, commanders] = useCounts(player)
  const name = usePlayerName(player)
  return (
    <div
      className="hand-seat"
      style={{ flexGrow: Math.max(hand, 3) + COMMANDER_SHARE * commanders }}
    >
      <div className="hand-seat-side">
        <span className="hand-owner" aria-hidden="true">
          <bdi>{name}</bdi> · {hand}
        </span>
        <CommandZone player={player} />
      </div>
      <Hand player={player} variant="fan" />
    </div>
  )
}

/**
 * The viewing team's hands along the table's bottom edge, as large as the screen allows: the
 * first seat's, then the teammate's (a team sees both: 810.5b), each with its commanders. Each
 * seat's share of the width follows how many cards it holds.
 */
export function HandRow({ team, seats }: { team: TeamId; seats: PlayerId[] }) {
  const { t } = useTranslation('tableLayout')
  return (
    <section className="hand-row" aria-label={t('tableLayout.hands', { team })}>
      {seats.map((player) => (
        <HandSeat key={player} player={player} />
      ))}
    </section>
  )
}
