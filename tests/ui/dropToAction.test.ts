import { describe, expect, it } from 'vitest'
import { dropPosition, dropToAction } from '../../src/ui/dnd/dropToAction'
import { parseZoneId, zoneId } from '../../src/ui/zoneIds'

const inHand = { id: 'c9', zone: 'hand', owner: 'A1', controller: 'A1' } as const
const permanent = { id: 'c5', zone: 'battlefield', owner: 'A1', controller: 'A2' } as const

describe('zone ids', () => {
  it('round-trip the data-zone names', () => {
    expect(zoneId('B2', 'battlefield')).toBe('B2:battlefield')
    expect(parseZoneId('A1:hand')).toEqual({ player: 'A1', zone: 'hand' })
    expect(parseZoneId('A1:nowhere')).toBeNull()
    expect(parseZoneId('hand')).toBeNull()
  })
})

describe('a drop becomes one card/move', () => {
  it('onto a battlefield, with the drop position, acted by the card owner', () => {
    expect(
      dropToAction({
        card: inHand,
        target: { player: 'A1', zone: 'battlefield' },
        position: { x: 0.5, y: 0.25 },
      }),
    ).toEqual({
      type: 'card/move',
      player: 'A1',
      card: 'c9',
      to: 'battlefield',
      position: { x: 0.5, y: 0.25 },
    })
  })

  it('onto a teammate’s battlefield: the teammate controls it', () => {
    expect(dropToAction({ card: inHand, target: { player: 'A2', zone: 'battlefield' } })).toEqual({
      type: 'card/move',
      player: 'A1',
      card: 'c9',
      to: 'battlefield',
      zoneOwner: 'A2',
    })
  })

  it('a permanent moves as its controller; a library drop goes on top', () => {
    expect(dropToAction({ card: permanent, target: { player: 'A1', zone: 'library' } })).toEqual({
      type: 'card/move',
      player: 'A2',
      card: 'c5',
      to: 'library',
      zoneOwner: 'A1',
      index: 0,
    })
  })

  it('within its own battlefield it only gets a new position', () => {
    expect(
      dropToAction({
        card: permanent,
        target: { player: 'A2', zone: 'battlefield' },
        position: { x: 0.1, y: 0.9 },
      }),
    ).toEqual({
      type: 'card/move',
      player: 'A2',
      card: 'c5',
      to: 'battlefield',
      position: { x: 0.1, y: 0.9 },
    })
  })

  it('back onto the zone it came from is nothing', () => {
    expect(dropToAction({ card: inHand, target: { player: 'A1', zone: 'hand' } })).toBeNull()
  })

  it('into someone else’s graveyard is still asked of the engine (which refuses it)', () => {
    expect(
      dropToAction({ card: inHand, target: { player: 'B1', zone: 'graveyard' } }),
    ).toMatchObject({
      to: 'graveyard',
      zoneOwner: 'B1',
    })
  })
})

describe('drop positions', () => {
  const area = { left: 100, top: 200, width: 400, height: 200 }
  it('are the card centre in fractions of the area', () => {
    expect(dropPosition({ x: 300, y: 275 }, area, false)).toEqual({ x: 0.5, y: 0.375 })
  })
  it('mirror in y for an upside-down area, and stay inside it', () => {
    expect(dropPosition({ x: 300, y: 275 }, area, true)).toEqual({ x: 0.5, y: 0.625 })
    expect(dropPosition({ x: -500, y: 900 }, area, false)).toEqual({ x: 0.03, y: 0.97 })
  })
})
