import { useUi } from '../../store'
import { OpenContextMenu } from './OpenContextMenu'

/** The one context menu of the table, for whatever card or zone it was opened on. */
export function ContextMenu() {
  const target = useUi((s) => s.menu)
  if (!target) return null
  const what = target.kind === 'card' ? target.card : `${target.player}:${target.zone}`
  return <OpenContextMenu key={`${what}@${target.x},${target.y}`} target={target} />
}
