import type { TeamId } from '../../engine'
import { TeamLife } from './TeamLife'
import { TurnBar } from './TurnBar'

/** Between the two halves of the table: both life totals and the turn. */
export function CenterStrip({ viewing }: { viewing: TeamId }) {
  const other: TeamId = viewing === 'A' ? 'B' : 'A'
  return (
    <div className="center-strip">
      <TeamLife team={other} />
      <TurnBar />
      <TeamLife team={viewing} />
    </div>
  )
}
