import { describe, expect, it } from 'vitest'
import { applyAction, zone, type CardData, type GameState } from '../../src/engine'
import { fitBattlefield, rowWidths } from '../../src/ui/zones/battlefieldFit'
import {
  battlefieldEntries,
  parseEntries,
  tappedInRows,
} from '../../src/ui/zones/battlefieldLayout'
import { fitFan } from '../../src/ui/zones/fanFit'
import { creature, forest, newGame } from '../fixtures/game'

const ring: CardData = {
  name: 'Sol Ring',
  type_line: 'Artifact',
  mana_cost: '{1}',
  layout: 'normal',
}
const mountain: CardData = {
  name: 'Mountain',
  type_line: 'Basic Land — Mountain',
  layout: 'normal',
}

function boardOf(cards: CardData[]): GameState {
  return cards.reduce(
    (s, data) => applyAction(s, { type: 'token/create', player: 'A1', data }),
    newGame(),
  )
}

const widthsOf = (s: GameState) => rowWidths(parseEntries(battlefieldEntries(s, 'A1')))

/** A seat's battlefield at 1366 × 768 (measured on the table: 414 × 203 px inside). */
const LAPTOP = { width: 414, height: 203 }

describe('battlefield card size', () => {
  it('draws a battlefield of twelve cards at least 72 px wide on a 1366 × 768 screen', () => {
    const s = boardOf([
      forest,
      forest,
      mountain,
      mountain,
      forest,
      ring,
      ring,
      creature('Bear', 2, 2),
      creature('Elf', 1, 1),
      creature('Goblin', 1, 1),
      creature('Wolf', 2, 2),
      creature('Giant', 4, 4),
    ])
    const fit = fitBattlefield(LAPTOP.width, LAPTOP.height, widthsOf(s), 150)
    expect(Math.round(fit.height * 0.716)).toBeGreaterThanOrEqual(72)
  })

  it('gives a tapped creature a slot as wide as the card is tall, and fits the rows to it', () => {
    const s = boardOf(Array.from({ length: 5 }, (_, i) => creature(`Beast ${i}`, 2, 2)))
    const ids = zone(s, 'A1', 'battlefield')
    const tapped = applyAction(s, { type: 'card/tap', player: 'A1', card: ids[1] as string })
    const layout = parseEntries(battlefieldEntries(tapped, 'A1'))
    const turned = new Set(tappedInRows(tapped, 'A1').split(' '))
    expect(turned).toEqual(new Set([ids[1]]))
    const widths = rowWidths(layout, turned)
    expect(widths.C[1]).toBeCloseTo(1 / 0.716 + 0.06)
    expect(widths.C[0]).toBeCloseTo(1.06)
    // Five slots a card wide fit one line of 400 px at 100 px tall; a tapped one needs a smaller card.
    const untappedFit = fitBattlefield(400, 100, widthsOf(s), 150)
    const tappedFit = fitBattlefield(400, 100, widths, 150)
    expect(tappedFit.height).toBeLessThan(untappedFit.height)
  })

  it('shrinks as the battlefield fills, and lands of one name take little more room than one', () => {
    const few = fitBattlefield(414, 195, widthsOf(boardOf([creature('Bear', 2, 2)])), 150)
    const many = fitBattlefield(
      414,
      195,
      widthsOf(boardOf(Array.from({ length: 40 }, (_, i) => creature(`Beast ${i}`, 2, 2)))),
      150,
    )
    expect(few.height).toBe(150)
    expect(many.height).toBeLessThan(60)
    const pile = widthsOf(boardOf(Array.from({ length: 20 }, () => forest)))
    expect(pile.L.reduce((a, b) => a + b, 0)).toBeLessThan(5)
  })
})

describe('a hand fan', () => {
  it('shows each of seven cards a strip wide enough for a name, in two tiers when crowded', () => {
    const roomy = fitFan(1000, 150, 7)
    expect(roomy.tiers).toBe(1)
    expect(roomy.strip).toBe(roomy.width)
    const crowded = fitFan(480, 150, 7)
    expect(crowded.tiers).toBe(2)
    expect(crowded.strip).toBeGreaterThanOrEqual(70)
  })

  it("on a phone keeps each strip as wide as a name needs, and runs past the box's edge", () => {
    // A phone's hand (390 × 844): 255 px beside the commander, 174 px tall.
    const squeezed = fitFan(255, 174, 7)
    expect(squeezed.strip).toBeLessThan(60)
    const phone = fitFan(255, 174, 7, 92)
    expect(phone.strip).toBe(92)
    expect(phone.width + phone.step * 6).toBeGreaterThan(255)
    // Room to spare: the strips share the box out as before, never past its edge.
    const roomy = fitFan(1000, 174, 7, 92)
    expect(roomy).toEqual(fitFan(1000, 174, 7))
    expect(roomy.width + roomy.step * 6).toBeLessThanOrEqual(1000)
  })
})
