import { useUi } from '../../store'
import { CardPreview } from '../card/CardPreview'
import { ZoneViewer } from '../zones/ZoneViewer'
import { LogPanel } from './LogPanel'

/** The right-hand column: the card preview, an open graveyard or exile, the log. */
export function Sidebar() {
  const viewer = useUi((s) => s.zoneViewer)
  return (
    <div className={`sidebar${viewer ? ' has-viewer' : ''}`}>
      <CardPreview />
      {viewer && <ZoneViewer target={viewer} />}
      <LogPanel />
    </div>
  )
}
