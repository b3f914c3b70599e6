import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import pool from '../../src/cards/sample/pool.json'
import { describePoolCheck, PoolChecker } from '../../src/cards/sample/poolCheck'
import type { CardData } from '../../src/engine/types'

/** Five cards as Scryfall's Oracle Cards file prints them (the pool once had them wrong). */
const FIVE = JSON.parse(
  readFileSync(new URL('./fixtures/oracle-five-pool-cards.json', import.meta.url), 'utf8'),
) as unknown[]

function checkerOf(items: readonly unknown[]): PoolChecker {
  const checker = new PoolChecker()
  for (const item of items) checker.add(item)
  return checker
}

describe('npm run check:pool', () => {
  it('finds no difference between the pool and Scryfall for the five corrected cards', () => {
    const result = checkerOf(FIVE).check(pool as CardData[])
    expect(result.same.sort()).toEqual([
      "Ajani's Pridemate",
      'Eternal Witness',
      'Falkenrath Noble',
      'Lightning Greaves',
      'Mind Stone',
    ])
    expect(result.differing).toEqual([])
    expect(describePoolCheck(result)).toMatch(/5 same, 0 different, \d+ not in the file\.$/)
  })

  it('names each field that differs, with both values', () => {
    const oldMindStone: CardData = {
      name: 'Mind Stone',
      layout: 'normal',
      mana_cost: '{2}',
      cmc: 2,
      type_line: 'Artifact',
      oracle_text: '{T}: Add {C}.\n{2}, {T}, Sacrifice this artifact: Draw a card.',
      colors: [],
      color_identity: [],
      keywords: [],
    }
    const result = checkerOf(FIVE).check([oldMindStone])
    expect(result.differing).toEqual([
      {
        name: 'Mind Stone',
        differences: [
          {
            field: 'oracle_text',
            pool: oldMindStone.oracle_text,
            scryfall: '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
          },
        ],
      },
    ])
    expect(describePoolCheck(result)).toContain('Mind Stone:\n  oracle_text\n')
  })

  it('matches a token against the closest of the tokens sharing its name', () => {
    const soldier = { name: 'Soldier', layout: 'token', type_line: 'Token Creature — Soldier' }
    const result = checkerOf([
      { object: 'card', ...soldier, type_line: 'Token Creature — Soldier', colors: ['R'] },
      { object: 'card', ...soldier, colors: ['W'] },
    ]).check([{ ...soldier, colors: ['W'] }])
    expect(result.same).toEqual(['Soldier'])
  })
})
