// @vitest-environment jsdom
// A pointer drag glides: the carried copy follows every move, dnd-kit hears a move only when the
// zone under the pointer changes, and the card lands where the pointer was let go.
import type { Active, ClientRect, SensorContext, SensorProps } from '@dnd-kit/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  endGlide,
  gliding,
  onGlideDrop,
  setGlidingCopy,
  takeGlideDropped,
  type Drop,
} from '../../src/ui/dnd/glide'

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
})

/** Two zones side by side, and a third overlapping the right one's lower half. */
const RECTS = new Map([
  ['A1:hand', rect(0, 0, 100, 100)],
  ['A1:battlefield', rect(100, 0, 100, 100)],
  ['A1:graveyard', rect(150, 50, 100, 100)],
])

const ACTIVE = { id: 'c1', data: { current: {} }, rect: { current: {} } } as unknown as Active

function sensorProps() {
  const context = {
    current: { droppableRects: RECTS, active: ACTIVE, over: null } as unknown as SensorContext,
  }
  const props = {
    active: 'c1',
    event: new Event('pointerdown'),
    context,
    options: {},
    onStart: vi.fn(),
    onMove: vi.fn(),
    onEnd: vi.fn(),
    onCancel: vi.fn(),
    onAbort: vi.fn(),
    onPending: vi.fn(),
  }
  return { props, context, glided: gliding(props as unknown as SensorProps<object>) }
}

afterEach(() => {
  endGlide()
  setGlidingCopy(null)
  onGlideDrop(null)
  takeGlideDropped('c1')
  vi.useRealTimers()
})

describe('a gliding drag', () => {
  it('moves the carried copy on every move, and tells dnd-kit only when the zone changes', () => {
    const { props, glided } = sensorProps()
    const copy = document.createElement('div')
    setGlidingCopy(copy)
    glided.onStart({ x: 10, y: 10 })
    expect(props.onStart).toHaveBeenCalledWith({ x: 10, y: 10 })

    glided.onMove({ x: 20, y: 15 }) // into the hand: heard
    glided.onMove({ x: 40, y: 20 }) // still the hand
    glided.onMove({ x: 60, y: 25 }) // still the hand
    expect(copy.style.transform).toBe('translate3d(50px, 15px, 0)')
    expect(props.onMove).toHaveBeenCalledTimes(1)

    glided.onMove({ x: 120, y: 20 }) // the battlefield: heard
    glided.onMove({ x: 130, y: 20 })
    expect(props.onMove).toHaveBeenCalledTimes(2)
    expect(props.onMove).toHaveBeenLastCalledWith({ x: 120, y: 20 })
    expect(copy.style.transform).toBe('translate3d(120px, 10px, 0)')
  })

  it('tells dnd-kit every move while the pointer is in no zone or in two at once', () => {
    const { props, glided } = sensorProps()
    glided.onStart({ x: 10, y: 10 })
    glided.onMove({ x: 300, y: 300 }) // no zone: the carried card's overlap decides
    glided.onMove({ x: 310, y: 300 })
    glided.onMove({ x: 160, y: 60 }) // battlefield and graveyard overlap: nearest corners decide
    glided.onMove({ x: 170, y: 70 })
    expect(props.onMove).toHaveBeenCalledTimes(4)
  })

  it('lands the card where the pointer was let go, and ends dnd-kit’s drag after the frame', () => {
    vi.useFakeTimers()
    const { props, glided } = sensorProps()
    const drops: Drop[] = []
    onGlideDrop((drop) => drops.push(drop))
    glided.onStart({ x: 10, y: 10 })
    glided.onMove({ x: 120, y: 20 })
    glided.onMove({ x: 180, y: 40 }) // not heard by dnd-kit: same zone
    glided.onEnd()

    expect(drops).toHaveLength(1)
    expect(drops[0]?.delta).toEqual({ x: 170, y: 30 })
    expect(drops[0]?.active.id).toBe('c1')
    expect(props.onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(250)
    expect(props.onEnd).toHaveBeenCalledTimes(1)
    // dnd-kit's own end then finds the drop done and does not move the card twice.
    expect(takeGlideDropped('c1')).toBe(true)
    expect(takeGlideDropped('c1')).toBe(false)
  })

  it('leaves a drag it did not start (the keyboard’s) to dnd-kit', () => {
    const { props, glided } = sensorProps()
    glided.onMove({ x: 50, y: 50 })
    glided.onMove({ x: 55, y: 50 })
    expect(props.onMove).toHaveBeenCalledTimes(2)
  })
})
