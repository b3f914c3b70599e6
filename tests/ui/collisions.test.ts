// Where a carried card lands: the zone under the pointer, else the one it overlaps most.
import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { rect } from './clientRect'
import { collisions } from '../../src/ui/dnd/collisions'

/** Two zones side by side, as dnd-kit hands them to the collision detection. */
function args(pointer: { x: number; y: number } | null, card: ClientRect) {
  const zones: [string, ClientRect][] = [
    ['A1:battlefield', rect(0, 0, 400, 300)],
    ['A1:graveyard', rect(420, 0, 100, 140)],
  ]
  const containers = zones.map(([id]) => ({ id }) as unknown as DroppableContainer)
  return {
    active: { id: 'c1' },
    collisionRect: card,
    droppableRects: new Map(zones),
    droppableContainers: containers,
    pointerCoordinates: pointer,
  } as unknown as Parameters<CollisionDetection>[0]
}

const ids = (a: ReturnType<CollisionDetection>) => a.map((c) => String(c.id))

describe('where a carried card lands', () => {
  it('on the zone under the pointer, even if the card overlaps another one more', () => {
    expect(ids(collisions(args({ x: 430, y: 50 }, rect(350, 0, 100, 140))))[0]).toBe('A1:graveyard')
  })

  it('with no zone under the pointer (keyboard), on the zone the card overlaps most', () => {
    expect(ids(collisions(args(null, rect(380, 0, 100, 140))))[0]).toBe('A1:graveyard')
    expect(ids(collisions(args(null, rect(300, 0, 100, 140))))[0]).toBe('A1:battlefield')
  })

  it('nowhere when the pointer and the card are off every zone', () => {
    expect(collisions(args({ x: 900, y: 900 }, rect(900, 900, 50, 50)))).toEqual([])
  })
})
