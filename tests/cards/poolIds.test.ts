/**
 * Issue 26: the sample pool gets its Scryfall ids from a bulk-data file (npm run pool:ids), so
 * with images on the sample decks show real cards.
 */
import { describe, expect, it } from 'vitest'
import type { CardData } from '../../src/engine'
import { PoolIds } from '../../src/cards/sample/poolIds'

const SOL = '00000000-0000-4000-8000-000000000001'
const SOL_JA = '00000000-0000-4000-8000-000000000002'
const TREASURE = '00000000-0000-4000-8000-000000000003'

describe('PoolIds', () => {
  it('gives each pool card the id of its first English paper printing, as the first field after the name', () => {
    const ids = new PoolIds()
    ids.add({ id: SOL_JA, name: 'Sol Ring', lang: 'ja' })
    ids.add({ id: 'arena', name: 'Sol Ring', lang: 'en', digital: true })
    ids.add({ id: SOL, name: 'Sol Ring', lang: 'en', layout: 'normal' })
    ids.add({ id: 'later', name: 'Sol Ring', lang: 'en' })
    ids.add('not an object')
    const pool: CardData[] = [
      { name: 'Sol Ring', type_line: 'Artifact' },
      { name: 'Cultivate', type_line: 'Sorcery' },
    ]
    const { cards, missing } = ids.fill(pool)
    expect(cards[0]).toEqual({ name: 'Sol Ring', id: SOL, type_line: 'Artifact' })
    expect(Object.keys(cards[0] ?? {})).toEqual(['name', 'id', 'type_line'])
    expect(cards[1]).toBe(pool[1])
    expect(missing).toEqual(['Cultivate'])
  })

  it('matches a token by name and type line, and never a card of the same name', () => {
    const ids = new PoolIds()
    ids.add({ id: 'card', name: 'Treasure', lang: 'en', layout: 'normal', type_line: 'Artifact' })
    ids.add({
      id: TREASURE,
      name: 'Treasure',
      layout: 'token',
      type_line: 'Token Artifact — Treasure',
    })
    const token: CardData = { name: 'Treasure', type_line: 'Token Artifact — Treasure' }
    expect(ids.fill([token], true).cards[0]).toMatchObject({ id: TREASURE })
  })
})
