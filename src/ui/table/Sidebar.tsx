import { useUi } from '../../store'
import { BotBar } from '../bots/BotBar'
import { useSideColumnBeside } from './useSideColumnBeside'
import { CombatPanel } from '../combat/CombatPanel'
import { CommanderDamagePanel } from '../commander/CommanderDamagePanel'
import { LifeChartSection } from '../life/LifeChartSection'
import { StackZone } from '../stack/StackZone'
import { StepReminders } from '../turns/StepReminders'
import { ZoneViewer } from '../zones/ZoneViewer'
import { LogPanel } from './LogPanel'
import './sidebar.css'

/**
 * The right-hand column: the stack, combat, the step's reminders, an open graveyard or exile,
 * the bots' bar and the log, and the collapsible life chart and commander damage. sidebar.css
 * keeps the log at eight lines or more. A card is read beside itself (TableReader), not here.
 */
export function Sidebar() {
  const viewer = useUi((s) => s.zoneViewer)
  const beside = useSideColumnBeside()
  return (
    <div className={`sidebar${viewer ? ' has-viewer' : ''}`}>
      {beside && <StackZone placement="side" />}
      <CombatPanel />
      {beside && <StepReminders />}
      {viewer && <ZoneViewer target={viewer} />}
      <BotBar />
      <LogPanel />
      <LifeChartSection />
      <CommanderDamagePanel />
    </div>
  )
}
