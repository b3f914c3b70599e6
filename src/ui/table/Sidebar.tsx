import { useUi } from '../../store'
import { CardPreview } from '../card/CardPreview'
import { CombatPanel } from '../combat/CombatPanel'
import { CommanderDamagePanel } from '../commander/CommanderDamagePanel'
import { LifeChartSection } from '../life/LifeChartSection'
import { ZoneViewer } from '../zones/ZoneViewer'
import { LogPanel } from './LogPanel'
import './sidebar.css'

/**
 * The right-hand column: the card preview, combat, an open graveyard or exile, the log, and the
 * collapsible life chart and commander damage. sidebar.css keeps the log at eight lines or more.
 */
export function Sidebar() {
  const viewer = useUi((s) => s.zoneViewer)
  return (
    <div className={`sidebar${viewer ? ' has-viewer' : ''}`}>
      <CardPreview />
      <CombatPanel />
      {viewer && <ZoneViewer target={viewer} />}
      <LogPanel />
      <LifeChartSection />
      <CommanderDamagePanel />
    </div>
  )
}
