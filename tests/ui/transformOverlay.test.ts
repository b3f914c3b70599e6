import { describe, expect, it } from 'vitest'
import { applyAction } from '../../src/engine'
import { faceChanges } from '../../src/ui/flip/faceChanges'
import { liftedCentre, liftedSize } from '../../src/ui/flip/turningMotion'
import { creature } from '../fixtures/game'
import { boardWith, gatstafShepherd, toBattlefield } from './flipFixtures'

describe('the cards a change turns over', () => {
  const b = boardWith([gatstafShepherd, creature('Bear', 2, 2)])
  const shepherd = b.id('Gatstaf Shepherd')
  b.act(toBattlefield(shepherd), toBattlefield(b.id('Bear')))
  const before = b.state
  const transformed = applyAction(before, { type: 'card/transform', player: 'A1', card: shepherd })

  it('are the transformed one, and it again when the transform is undone', () => {
    expect(faceChanges(before, transformed)).toEqual([shepherd])
    expect(faceChanges(transformed, before)).toEqual([shepherd])
  })

  it('are none for a tap, and a transformed card leaving the battlefield turns back (712.14)', () => {
    const tapped = applyAction(transformed, { type: 'card/tap', player: 'A1', card: shepherd })
    expect(faceChanges(transformed, tapped)).toEqual([])
    const died = applyAction(transformed, {
      type: 'card/move',
      player: 'A1',
      card: shepherd,
      to: 'graveyard',
    })
    expect(faceChanges(transformed, died)).toEqual([shepherd])
  })
})

describe('the turning copy', () => {
  const screen = { width: 1366, height: 768 }
  const card = { x: 300, y: 740, width: 50, height: 70, rotate: 0 }

  it('grows to at least twice a small card, within a readable bound of the screen', () => {
    const size = liftedSize(card, screen)
    expect(size.width).toBeGreaterThanOrEqual(100)
    expect(size.height / size.width).toBeCloseTo(1.4)
    expect(size.height).toBeLessThanOrEqual(768 * 0.45 + 1)
  })

  it('stays on screen when the card lies at its edge', () => {
    const size = liftedSize(card, screen)
    const centre = liftedCentre(card, size, screen)
    expect(centre.y + size.height / 2).toBeLessThanOrEqual(768)
    expect(centre.x).toBe(300)
  })
})
