import { useDraggable } from '@dnd-kit/core'
import { memo, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { CardId } from '../../engine'
import { useCarried } from './carried'
import { connectDragSource } from './dragBridge'
import { DragPreview } from './DragPreview'
import { placeCopy, setGlidingCopy } from './glide'
import { createStandIn, standFor } from './standIns'

const IDLE = '\u0000idle'

const Preview = memo(DragPreview)

/**
 * The table's one draggable: it becomes the card a drag may begin on (see dragBridge), and while
 * a card is carried it draws the copy under the pointer. The copy sits where the card's element
 * was and follows dnd-kit's transform. It is not dnd-kit's DragOverlay, which measures itself and
 * draws its content only two commits later, all inside the pointer move that starts the drag
 * (issue 10). On a move only the wrapper's transform changes: set by dnd-kit's transform for the
 * keyboard, and directly by a gliding pointer or finger (glide) with no render at all.
 */
export function DragSource() {
  const carried = useCarried()
  const [aimed, setAimed] = useState<{ card: CardId; node: HTMLElement } | null>(null)
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({
    id: aimed?.card ?? IDLE,
    disabled: !aimed,
  })
  const current = useRef(listeners)
  // dnd-kit measures the card through its stand-in (standIns); the card itself is the activator,
  // which dnd-kit focuses again when a keyboard drag ends.
  const [standIn] = useState(createStandIn)

  useLayoutEffect(() => {
    standFor(standIn, aimed?.node ?? null)
    setNodeRef(aimed ? (standIn as unknown as HTMLElement) : null)
    setActivatorNodeRef(aimed?.node ?? null)
    current.current = listeners
  })
  // A gliding drag has moved the copy past dnd-kit's last transform (glide): put it back there.
  useLayoutEffect(placeCopy)
  // The table is gone: the stand-in no longer keeps the last card it stood for.
  useLayoutEffect(() => () => standFor(standIn, null), [standIn])

  useLayoutEffect(() => {
    connectDragSource((card, node) => {
      flushSync(() =>
        setAimed((was) => (was?.card === card && was.node === node ? was : { card, node })),
      )
      return current.current
    })
    return () => connectDragSource(null)
  }, [])

  if (!carried || !isDragging) return null
  const { x, y } = transform ?? { x: 0, y: 0 }
  return (
    <div
      ref={setGlidingCopy}
      className="drag-overlay"
      style={{ ...carried.origin, transform: `translate3d(${x}px, ${y}px, 0)` }}
    >
      <Preview id={carried.id} box={carried.box} />
    </div>
  )
}
