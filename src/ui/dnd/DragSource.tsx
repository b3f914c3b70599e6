import { useDraggable } from '@dnd-kit/core'
import { useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { CardId } from '../../engine'
import { connectDragSource } from './dragBridge'

const IDLE = '\u0000idle'

/** The table's one draggable: it becomes the card a drag may begin on (see dragBridge). */
export function DragSource() {
  const [aimed, setAimed] = useState<{ card: CardId; node: HTMLElement } | null>(null)
  const { setNodeRef, listeners } = useDraggable({ id: aimed?.card ?? IDLE, disabled: !aimed })
  const current = useRef(listeners)

  useLayoutEffect(() => {
    setNodeRef(aimed?.node ?? null)
    current.current = listeners
  })

  useLayoutEffect(() => {
    connectDragSource((card, node) => {
      flushSync(() =>
        setAimed((was) => (was?.card === card && was.node === node ? was : { card, node })),
      )
      return current.current
    })
    return () => connectDragSource(null)
  }, [])

  return null
}
