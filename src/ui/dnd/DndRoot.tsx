import {
  DndContext,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { card, zone } from '../../engine'
import { useGame, useUi } from '../../store'
import { rowOf } from '../zones/battlefieldLayout'
import { clearSpot, snapSlot, takeFreeDrop } from './dropSlot'
import { parseZoneId } from '../zoneIds'
import { dragAnnouncements, dragInstructions } from './announcements'
import { setDragActive } from './dragState'
import type { FrameBox } from './DragPreview'
import { POINTER_DRAG_DISTANCE } from './dragBridge'
import { carriedNow, setCarried, useCarried, type Carried } from './carried'
import { DragSource } from './DragSource'
import { DropTargets } from './DropTargets'
import { useDropTargets } from './dropTargets'
import { holdRects, measureStandIn, releaseRects } from './standIns'
import { collisions } from './collisions'
import { focusCard } from '../focusCard'
import { markHover, markHoverOnceSettled } from '../card/hoverMark'
import { previewClose } from '../card/previewIntent'
import { CARD_INSTRUCTIONS_ID } from './instructions'
import { dropPosition, dropToAction } from './dropToAction'
import { FingerSensor, KEYBOARD_CODES, MouseAndPenSensor } from './sensors'
import { afterPaint } from '../../afterPaint'
import { endGlide, onGlideDrop, takeGlideDropped, type Drop } from './glide'
import { zoneKeyboardCoordinates } from './zoneKeyboardCoordinates'

const MEASURING = { droppable: { measure: measureStandIn }, draggable: { measure: measureStandIn } }

/** The size a card is drawn at on this battlefield (useBattlefieldFit). */
function cardSize(zone: HTMLElement): { left: number; top: number; width: number; height: number } {
  const px = (name: string) => Number.parseFloat(zone.style.getPropertyValue(name)) || 0
  return { left: 0, top: 0, width: px('--card-w') || 72, height: px('--card-h') || 100 }
}

const isTouch = (e: Event | null): e is TouchEvent =>
  typeof TouchEvent !== 'undefined' && e instanceof TouchEvent

/** The element a drag started on: a card's slot, or a library pile. */
function dragNodeOf(target: EventTarget | null | undefined): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('.card-hit, .library-top') : null
}

/** The card frame inside the element a drag started on (it may overflow that element). */
function frameBoxOf(node: HTMLElement | null): FrameBox {
  const frame = node?.querySelector<HTMLElement>(':scope > .card') ?? node
  if (!frame || !node) return { left: 0, top: 0, width: 72, height: 100 }
  const inside = frame !== node
  return {
    left: inside ? frame.offsetLeft : 0,
    top: inside ? frame.offsetTop : 0,
    width: frame.offsetWidth,
    height: frame.offsetHeight,
  }
}

/** Where the element a drag started on sits in the window. */
function originOf(node: HTMLElement | null): Carried['origin'] {
  const { top, left, width, height } = node?.getBoundingClientRect() ?? new DOMRect()
  return { top, left, width, height }
}

/**
 * Over the whole page while a card is carried: each pointer move's hit test finds this one
 * element first instead of searching the table's ≈ 4,000 (≈ 1 ms a move; issue 10), and the
 * pointer shows "grabbing" wherever it goes.
 */
function DragShield() {
  return useCarried() ? <div className="drag-shield" aria-hidden="true" /> : null
}

/**
 * The table's one drag-and-drop context. The table is its sibling, not its child: dnd-kit
 * re-renders the context on every pointer move of a drag, and React would then search the whole
 * table for readers of it each time (issue 10). Inside it are only the one draggable (cards
 * forward their events to it: dragBridge), the zones' droppables (dropTargets) and the carried
 * card. The carried card lives in its own store (carried), not in this component's state: with
 * stable handlers and children, dnd-kit's context re-renders only for its own reasons and this
 * component not at all during a drag (issue 21); no card re-renders either.
 */
export function DndRoot({ children }: { children: ReactNode }) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: POINTER_DRAG_DISTANCE } }),
    useSensor(FingerSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: KEYBOARD_CODES,
      coordinateGetter: zoneKeyboardCoordinates,
    }),
  )
  const node = useRef<HTMLElement | null>(null)
  const { t } = useTranslation('dnd')
  // dnd-kit reads these when it speaks, so they follow the interface's language.
  const accessibility = useMemo(
    () => ({ announcements: dragAnnouncements(t), screenReaderInstructions: dragInstructions(t) }),
    [t],
  )

  const onDragStart = useCallback(({ active, activatorEvent }: DragStartEvent) => {
    node.current = dragNodeOf(activatorEvent?.target)
    // Measured before anything on the page changes, so reading the layout costs nothing.
    holdRects()
    const origin = originOf(node.current)
    const box = frameBoxOf(node.current)
    setDragActive(true)
    markHover(null)
    previewClose()
    // The one attribute a drag changes on the page: set directly, so no card re-renders.
    node.current?.setAttribute('data-dragging', '')
    setCarried({ id: String(active.id), origin, box })
    // The press focused the card; a drop then removes a focused element from its zone, which made
    // the browser move focus and restyle inside the drop's commit (≈ 3 ms of its frame; bench/README.md).
    // Let go of that focus once the drag's first frame is drawn. A keyboard drag keeps its focus.
    if (!(activatorEvent instanceof KeyboardEvent)) {
      const held = node.current
      afterPaint(() => {
        const focused = document.activeElement
        if (focused instanceof HTMLElement && held?.contains(focused)) focused.blur()
      })
    }
  }, [])
  const finish = useCallback(() => {
    endGlide()
    releaseRects()
    setDragActive(false)
    markHoverOnceSettled()
    setCarried(null)
    node.current?.removeAttribute('data-dragging')
    node.current = null
  }, [])
  const drop = useCallback(
    ({ active, over, activatorEvent, delta }: Drop) => {
      const frame = carriedNow()?.box
      finish()
      const free = takeFreeDrop()
      if (activatorEvent instanceof KeyboardEvent) focusCard(String(active.id))
      const id = String(active.id)
      // A finger held on a card and lifted where it was is a long press: the card read in full
      // with its actions, in a sheet.
      if (isTouch(activatorEvent) && Math.hypot(delta.x, delta.y) < 10) {
        const touch = activatorEvent.touches[0] ?? activatorEvent.changedTouches[0]
        if (touch) {
          const { clientX: x, clientY: y } = touch
          useUi.getState().openMenu({ kind: 'card', card: id, x, y, sheet: true })
        }
        return
      }
      const target = over ? parseZoneId(String(over.id)) : null
      const { game, dispatch } = useGame.getState()
      if (!target || !game?.cards[id]) return
      const start = active.rect.current.initial
      const dropped = start && { left: start.left + delta.x, top: start.top + delta.y }
      const node = over ? useDropTargets.getState().targets.get(String(over.id))?.node : undefined
      let drop: Parameters<typeof dropToAction>[0] = { card: card(game, id), target }
      if (target.zone === 'battlefield' && dropped && over && frame && node) {
        const centre = {
          x: dropped.left + frame.left + frame.width / 2,
          y: dropped.top + frame.top + frame.height / 2,
        }
        const spot = free ? clearSpot(node, id, centre, cardSize(node)) : null
        if (spot) {
          const flipped = over.data.current?.['flipped'] === true
          drop = { ...drop, position: dropPosition(spot, over.rect, flipped) }
        } else {
          const order = zone(game, target.player, 'battlefield').filter((other) => other !== id)
          const slot = snapSlot(node, id, rowOf(game, id), centre, order)
          if (slot !== undefined) drop = { ...drop, slot }
        }
      }
      const action = dropToAction(drop)
      if (action) dispatch(action)
    },
    [finish],
  )
  // A pointer or finger drag lands as it is let go, a frame before dnd-kit ends it (glide).
  useLayoutEffect(() => {
    onGlideDrop(drop)
    return () => onGlideDrop(null)
  }, [drop])
  const onDragEnd = useCallback(
    (end: DragEndEvent) => {
      if (!takeGlideDropped(end.active.id)) drop(end)
    },
    [drop],
  )

  return (
    <>
      {children}
      <DndContext
        // Nothing on the table scrolls under a carried card (zones fit their cards), so dnd-kit
        // need not read every scrollable ancestor's position on each pointer move (issue 10).
        autoScroll={false}
        // Zones and the carried card are measured through their stand-ins (standIns).
        measuring={MEASURING}
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={finish}
      >
        <DropTargets />
        <DragSource />
        <DragShield />
      </DndContext>
      <p id={CARD_INSTRUCTIONS_ID} hidden>
        {t('dnd.instructions')}
      </p>
    </>
  )
}
