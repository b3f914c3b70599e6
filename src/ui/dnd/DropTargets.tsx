import { useDndContext, useDroppable } from '@dnd-kit/core'
import { useLayoutEffect, useState } from 'react'
import { setDropOver } from './dragState'
import { useDropTargets, type DropTarget as Target } from './dropTargets'
import { createStandIn, standFor } from './standIns'

/**
 * One registered zone as a dnd-kit droppable (renders nothing; the zone draws itself). dnd-kit
 * gets the zone's stand-in (standIns), typed as the element it asks for; with its resize
 * observer off it only hands the node back to DndRoot's measure.
 */
function DropTarget({ id, target }: { id: string; target: Target }) {
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
}

/** Tells the zone under the carried card, so only that zone re-renders to light up. */
function OverReporter() {
  const over = useDndContext().over?.id
  useLayoutEffect(() => setDropOver(over === undefined ? null : String(over)), [over])
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
