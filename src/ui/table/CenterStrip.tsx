import type { TeamId } from '../../engine'
import { CommanderReturnPrompt } from '../commander/CommanderReturnPrompt'
import { TeamLife } from './TeamLife'
import { TurnBar } from './TurnBar'

/** Between the two halves of the table: both life totals, the turn, and the question 903.9 asks
 * when a commander leaves. The stack stands in the side column (Sidebar). */
export function CenterStrip({ viewing }: { viewing: TeamId }) {
  const other: TeamId = viewing === 'A' ? 'B' : 'A'
  return (
    <div className="center-strip">
      <TeamLife team={other} />
      <TurnBar />
      <TeamLife team={viewing} />
      <CommanderReturnPrompt />
    </div>
  )
}
