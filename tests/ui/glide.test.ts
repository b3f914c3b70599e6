// @vitest-environment jsdom
// A pointer drag glides: the carried copy follows every move, dnd-kit hears a move only when the
// zone under the pointer changes, and the card lands where the pointer was let go.
import type { Active, SensorContext, SensorProps } from '@dnd-kit/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rect } from './clientRect'
import { dropOverNow, setDragActive } from '../../src/ui/dnd/dragState'
import {
  endGlide,
  gliding,
  landedOver,
  onGlideDrop,
  setGlidingCopy,
  takeGlideDropped,
  type Drop,
} from '../../src/ui/dnd/glide'

/** Two zones side by side, and a third overlapping the right one's lower half. */
const RECTS = new Map([
  ['A1:hand', rect(0, 0, 100, 100)],
  ['A1:battlefield', rect(100, 0, 100, 100)],
  ['A1:graveyard', rect(150, 50, 100, 100)],
])

const ACTIVE = { id: 'c1', data: { current: {} }, rect: { current: {} } } as unknown as Active

/** dnd-kit's map of droppables, as the sensor context holds it. */
function containers() {
  const map = new Map(
    [...RECTS.keys()].map((id) => [id, { id, disabled: false, data: { current: { id } } }]),
  )
  return Object.assign(map, { getEnabled: () => [...map.values()] })
}

function sensorProps() {
  const context = {
    current: {
      active: ACTIVE,
      over: null,
      droppableRects: RECTS,
      droppableContainers: containers(),
      // The carried card, picked up at (10, 10).
      draggingNodeRect: rect(0, 0, 20, 28),
    } as unknown as SensorContext,
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

const isDropOver = (zone: string) => dropOverNow() === zone

/** Runs what waits for the next frame. */
const frame = () => vi.advanceTimersByTime(250)

afterEach(() => {
  endGlide()
  setGlidingCopy(null)
  onGlideDrop(null)
  takeGlideDropped('c1')
  setDragActive(false)
  vi.useRealTimers()
})

describe('a gliding drag', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    setDragActive(true)
  })

  it('moves the carried copy on every move and lights the zone under the pointer', () => {
    const { props, glided } = sensorProps()
    const copy = document.createElement('div')
    setGlidingCopy(copy)
    glided.onStart({ x: 10, y: 10 })
    expect(props.onStart).toHaveBeenCalledWith({ x: 10, y: 10 })

    glided.onMove({ x: 40, y: 20 })
    glided.onMove({ x: 60, y: 25 })
    expect(copy.style.transform).toBe('translate3d(50px, 15px, 0)')
    expect(isDropOver('A1:hand')).toBe(true)

    glided.onMove({ x: 120, y: 20 })
    expect(copy.style.transform).toBe('translate3d(110px, 10px, 0)')
    expect(isDropOver('A1:battlefield')).toBe(true)
    expect(isDropOver('A1:hand')).toBe(false)
  })

  it('tells dnd-kit nothing while the pointer moves', () => {
    const { props, glided } = sensorProps()
    glided.onStart({ x: 10, y: 10 })
    glided.onMove({ x: 20, y: 15 }) // the hand
    glided.onMove({ x: 120, y: 20 }) // the battlefield
    frame()
    expect(props.onMove).not.toHaveBeenCalled()
  })

  it('finds the zone as dnd-kit would where two overlap: the one whose corners are nearest', () => {
    const { glided } = sensorProps()
    glided.onStart({ x: 10, y: 10 })
    glided.onMove({ x: 240, y: 140 }) // in the graveyard alone
    expect(isDropOver('A1:graveyard')).toBe(true)
    glided.onMove({ x: 160, y: 60 }) // in both: the battlefield's corners are nearer
    expect(isDropOver('A1:battlefield')).toBe(true)
    glided.onMove({ x: 195, y: 95 }) // in both: now the graveyard's are
    expect(isDropOver('A1:graveyard')).toBe(true)
  })

  it('lands the card where the pointer let go, and ends dnd-kit’s drag after the frame', () => {
    const { props, glided } = sensorProps()
    const drops: Drop[] = []
    onGlideDrop((drop) => drops.push(drop))
    glided.onStart({ x: 10, y: 10 })
    glided.onMove({ x: 120, y: 20 })
    glided.onMove({ x: 180, y: 40 }) // not told to dnd-kit: the same zone
    glided.onEnd()

    expect(drops).toHaveLength(1)
    expect(drops[0]?.delta).toEqual({ x: 170, y: 30 })
    expect(drops[0]?.over?.id).toBe('A1:battlefield')
    expect(props.onEnd).not.toHaveBeenCalled()
    frame()
    expect(props.onEnd).toHaveBeenCalledTimes(1)
    // dnd-kit never heard of the battlefield: its announcement takes the glide's zone.
    expect(props.onMove).not.toHaveBeenCalled()
    expect(landedOver('c1', 'A1:hand')).toBe('A1:battlefield')
    expect(landedOver('another card', 'A1:hand')).toBe('A1:hand')
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
