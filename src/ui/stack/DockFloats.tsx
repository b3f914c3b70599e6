import { StepReminders } from '../turns/StepReminders'
import { StackZone } from './StackZone'

/**
 * On a phone, whose side column is far below the table: what floats above the turn's dock, one
 * over the other so neither covers the other — the stack, then the step's reminders.
 */
export function DockFloats() {
  return (
    <div className="dock-floats">
      <StackZone placement="dock" />
      <StepReminders />
    </div>
  )
}
