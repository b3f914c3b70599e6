// @vitest-environment jsdom
// A mouse press becomes a drag only once the pointer moves far enough; a tap never reaches
// dnd-kit (issue 10: handing every press over made each tap set up and tear down a drag).
import type { SyntheticEvent } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  aimWhenIdle,
  cancelIdleAim,
  connectDragSource,
  forwardToDrag,
  POINTER_DRAG_DISTANCE,
} from '../../src/ui/dnd/dragBridge'
import { setDragActive } from '../../src/ui/dnd/dragState'

interface Seen {
  card: string
  activator: string
  event: SyntheticEvent
}

let seen: Seen[] = []
let node: HTMLElement

beforeEach(() => {
  seen = []
  node = document.createElement('div')
  document.body.append(node)
  connectDragSource((card) => ({
    onPointerDown: (event: SyntheticEvent) => seen.push({ card, activator: 'pointer', event }),
    onTouchStart: (event: SyntheticEvent) => seen.push({ card, activator: 'touch', event }),
    onKeyDown: (event: SyntheticEvent) => seen.push({ card, activator: 'key', event }),
  }))
})
afterEach(() => {
  connectDragSource(null)
  node.remove()
})

/** A pointer event as the browser sends it (jsdom has no PointerEvent constructor). */
function pointer(type: string, x: number, y: number, pointerType = 'mouse', pointerId = 1) {
  const buttons = type === 'pointerup' ? 0 : 1
  const event = new MouseEvent(type, { clientX: x, clientY: y, buttons, bubbles: true })
  Object.defineProperty(event, 'pointerId', { value: pointerId })
  Object.defineProperty(event, 'pointerType', { value: pointerType })
  return event
}

/** What React hands a card's onPointerDown. */
function press(x: number, y: number, pointerType = 'mouse'): SyntheticEvent {
  return { nativeEvent: pointer('pointerdown', x, y, pointerType) } as unknown as SyntheticEvent
}

describe('picking a card up with a mouse or pen', () => {
  it('a press released where it went down is a tap: the drag code never sees it', () => {
    forwardToDrag('c1', node, press(100, 100), 'onPointerDown')
    document.dispatchEvent(pointer('pointermove', 102, 101))
    document.dispatchEvent(pointer('pointerup', 102, 101))
    document.dispatchEvent(pointer('pointermove', 140, 140))
    expect(seen).toEqual([])
  })

  it('moving the drag distance with the button held hands over the original press', () => {
    const down = press(100, 100)
    forwardToDrag('c1', node, down, 'onPointerDown')
    document.dispatchEvent(pointer('pointermove', 100 + POINTER_DRAG_DISTANCE - 1, 100))
    expect(seen).toEqual([])
    document.dispatchEvent(pointer('pointermove', 100 + POINTER_DRAG_DISTANCE, 100))
    expect(seen).toEqual([{ card: 'c1', activator: 'pointer', event: down }])
    // Once handed over, later moves are the drag's own business.
    document.dispatchEvent(pointer('pointermove', 160, 100))
    expect(seen).toHaveLength(1)
  })

  it('moves of another pointer do not count', () => {
    forwardToDrag('c1', node, press(100, 100), 'onPointerDown')
    document.dispatchEvent(pointer('pointermove', 200, 200, 'mouse', 2))
    expect(seen).toEqual([])
    document.dispatchEvent(pointer('pointerup', 100, 100))
  })

  it('a button released outside the window is no drag when the pointer comes back', () => {
    forwardToDrag('c1', node, press(100, 100), 'onPointerDown')
    const back = new MouseEvent('pointermove', { clientX: 300, clientY: 100, buttons: 0 })
    Object.defineProperty(back, 'pointerId', { value: 1 })
    document.dispatchEvent(back)
    document.dispatchEvent(pointer('pointermove', 320, 100))
    expect(seen).toEqual([])
  })

  it("leaves a finger's press to the touch sensor (press and hold), and keys go at once", () => {
    forwardToDrag('c1', node, press(100, 100, 'touch'), 'onPointerDown')
    document.dispatchEvent(pointer('pointermove', 140, 100, 'touch'))
    expect(seen).toEqual([])
    const touch = {} as SyntheticEvent
    forwardToDrag('c1', node, touch, 'onTouchStart')
    const key = {} as SyntheticEvent
    forwardToDrag('c2', node, key, 'onKeyDown')
    expect(seen).toEqual([
      { card: 'c1', activator: 'touch', event: touch },
      { card: 'c2', activator: 'key', event: key },
    ])
  })
})

describe('a pointer resting on a card', () => {
  let aimed: string[]
  beforeEach(() => {
    aimed = []
    connectDragSource((card) => {
      aimed.push(card)
      return undefined
    })
  })
  afterEach(() => setDragActive(false))
  const idle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('aims the draggable at that card once the page is idle, not at once', async () => {
    aimWhenIdle('c1', node)
    expect(aimed).toEqual([])
    await idle()
    expect(aimed).toEqual(['c1'])
  })

  it('aims at nothing if the pointer left first, and only at the last card it rested on', async () => {
    aimWhenIdle('c1', node)
    cancelIdleAim()
    await idle()
    expect(aimed).toEqual([])
    aimWhenIdle('c2', node)
    aimWhenIdle('c3', node)
    await idle()
    expect(aimed).toEqual(['c3'])
  })

  it('leaves the draggable alone while a card is carried', async () => {
    setDragActive(true)
    aimWhenIdle('c4', node)
    await idle()
    expect(aimed).toEqual([])
  })
})
