/**
 * Issue 26: the sample pool gets its Scryfall ids from a bulk-data file (npm run pool:ids), so
 * with images on the sample decks show real cards.
 */
import { describe, expect, it } from 'vitest'
import type { CardData } from '../../src/engine'
import { cardImageSource } from '../../src/cards/images'
import pool from '../../src/cards/sample/pool.json'
import { PoolIds } from '../../src/cards/sample/poolIds'
import type { ScryfallCardData } from '../../src/cards/types'

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
    const sample: CardData[] = [
      { name: 'Sol Ring', type_line: 'Artifact' },
      { name: 'Cultivate', type_line: 'Sorcery' },
    ]
    const { cards, missing } = ids.fill(sample)
    expect(cards[0]).toEqual({ name: 'Sol Ring', id: SOL, type_line: 'Artifact' })
    expect(Object.keys(cards[0] ?? {})).toEqual(['name', 'id', 'type_line'])
    expect(cards[1]).toMatchObject(sample[1] ?? {})
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

describe('a pool card the bulk file lacks', () => {
  const named = (name: string, version: string, back = false) =>
    `https://api.scryfall.com/cards/named?exact=${encodeURIComponent(name).replace(/%20/g, '+')}&format=image&version=${version}${back ? '&face=back' : ''}`

  it('shows the image Scryfall finds by its exact name; a transform card shows each face', () => {
    const ids = new PoolIds()
    const cultivate: CardData = { name: 'Cultivate', layout: 'normal', type_line: 'Sorcery' }
    const [filled] = ids.fill([cultivate]).cards
    expect(cardImageSource(filled ?? cultivate)).toEqual({
      src: named('Cultivate', 'small'),
      srcSet: `${named('Cultivate', 'small')} 146w, ${named('Cultivate', 'normal')} 488w`,
      large: named('Cultivate', 'normal'),
    })
    const delver: CardData = {
      name: 'Delver of Secrets // Insectile Aberration',
      layout: 'transform',
      card_faces: [{ name: 'Delver of Secrets' }, { name: 'Insectile Aberration' }],
    }
    const [dfc] = ids.fill([delver]).cards
    const name = delver.name
    expect(cardImageSource(dfc ?? delver, 'front')?.src).toBe(named(name, 'small'))
    expect(cardImageSource(dfc ?? delver, 'back')?.src).toBe(named(name, 'small', true))
  })

  it('keeps a token as it was, and drops the by-name images once a file has the id', () => {
    const ids = new PoolIds()
    const clue: CardData = { name: 'Clue', type_line: 'Token Artifact — Clue' }
    expect(ids.fill([clue], true).cards[0]).toEqual(clue)
    const [byName] = ids.fill([{ name: 'Sol Ring', type_line: 'Artifact' }]).cards
    ids.add({ id: SOL, name: 'Sol Ring', lang: 'en' })
    const [withId] = ids.fill([byName ?? { name: 'Sol Ring' }]).cards
    expect(withId).toEqual({ name: 'Sol Ring', id: SOL, type_line: 'Artifact' })
  })
})

describe('the sample pool as shipped (issue 26, item 9)', () => {
  const cards = pool as ScryfallCardData[]

  it('gives every card an image from Scryfall, most of them by their printing’s id', () => {
    for (const card of cards) expect(cardImageSource(card), card.name).toBeDefined()
    const withId = cards.filter((card) => card.id !== undefined).length
    expect(withId / cards.length).toBeGreaterThan(0.9)
  })
})
