import { useDndMonitor, useDroppable, type DragOverEvent } from '@dnd-kit/core'
import { memo, useLayoutEffect, useState } from 'react'
import { setDropOver } from './dragState'
import { useDropTargets, type DropTarget as Target } from './dropTargets'
import { createStandIn, standFor } from './standIns'

/**
 * One registered zone as a dnd-kit droppable (renders nothing; the zone draws itself). dnd-kit
 * gets the zone's stand-in (standIns), typed as the element it asks for; with its resize
 * observer off it only hands the node back to DndRoot's measure. Memoised: it re-renders when
 * dnd-kit's context changes (a drag starts or ends, the zone under the card changes), not each
 * time the list of zones does.
 */
const DropTarget = memo(function DropTarget({ id, target }: { id: string; target: Target }) {
  const { setNodeRef } = useDroppable({
    id,
    data: { flipped: target.flipped },
    resizeObserverConfig: { disabled: true },
  })
  const [standIn] = useState(createStandIn)
  useLayoutEffect(() => {
    standFor(standIn, target.node)
    setNodeRef(standIn as unknown as HTMLElement)
    return () => standFor(standIn, null)
  }, [setNodeRef, standIn, target.node])
  return null
})

/**
 * Tells the zone under the carried card, so only that zone re-renders to light up. A monitor,
 * not a reader of dnd-kit's context: that context changes on every pointer move of a drag, and a
 * reader would re-render with each one (issue 21). dnd-kit calls it in the same batch in which it
 * sets its own `over`, and ending or cancelling a drag clears it (setDragActive).
 */
const REPORT_OVER = {
  onDragOver: ({ over }: DragOverEvent) => setDropOver(over ? String(over.id) : null),
}
function OverReporter() {
  useDndMonitor(REPORT_OVER)
  return null
}

/** Inside dnd-kit's context: the droppables of every zone in dropTargets. */
export function DropTargets() {
  const targets = useDropTargets((s) => s.targets)
  return (
    <>
      <OverReporter />
      {[...targets].map(([id, target]) => (
        <DropTarget key={id} id={id} target={target} />
      ))}
    </>
  )
}
