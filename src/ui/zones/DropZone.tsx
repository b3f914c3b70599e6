import { useCallback, type MouseEvent, type ReactNode } from 'react'
import type { PlayerId, ZoneName } from '../../engine'
import { useDropOver } from '../dnd/dragState'
import { registerDropTarget } from '../dnd/dropTargets'
import { zoneId } from '../zoneIds'

interface DropZoneProps {
  player: PlayerId
  zone: ZoneName
  label: string
  className: string
  /** Drawn upside down (the other team's side of the table). */
  flipped?: boolean
  /** Also gets the element (to size its cards). */
  measureRef?: (el: HTMLElement | null) => void
  onContextMenu?: (e: MouseEvent<HTMLElement>) => void
  children: ReactNode
}

/**
 * A zone cards can be dropped on; its `data-zone` is what browser tests look for. It registers
 * its element as a drop target (dropTargets) rather than calling useDroppable, so the table is
 * not inside dnd-kit's context.
 */
export function DropZone({
  player,
  zone,
  label,
  className,
  flipped = false,
  measureRef,
  onContextMenu,
  children,
}: DropZoneProps) {
  const id = zoneId(player, zone)
  const isOver = useDropOver(id)
  const ref = useCallback(
    (el: HTMLElement | null) => {
      registerDropTarget(id, el && { node: el, flipped })
      measureRef?.(el)
    },
    [id, flipped, measureRef],
  )
  return (
    <section
      ref={ref}
      data-zone={id}
      aria-label={label}
      className={`zone ${className}${isOver ? ' is-over' : ''}`}
      data-over={isOver ? '' : undefined}
      onContextMenu={onContextMenu}
    >
      {children}
    </section>
  )
}
