import type { PlayerId, TeamId } from '../../engine'
import { PlayerLedger } from './PlayerLedger'
import './life.css'

/** Both teammates' life changes this turn, under the team's total. */
export function TeamLedger({ team, members }: { team: TeamId; members: PlayerId[] }) {
  return (
    <ul className="team-ledger" aria-label={`Team ${team} life this turn`}>
      {members.map((p) => (
        <PlayerLedger key={p} player={p} />
      ))}
    </ul>
  )
}
