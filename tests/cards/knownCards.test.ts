/**
 * The card search's pool (cached Scryfall cards first, then the sample pool and tokens, one
 * entry per name) and which Scryfall image shows a card.
 */
import { describe, expect, it } from 'vitest'
import { cardImageSource, scryfallImageUrl } from '../../src/cards/images'
import { isTokenData, mergeKnownCards } from '../../src/cards/knownCards'
import type { ScryfallCardData } from '../../src/cards/types'
import type { CardData } from '../../src/engine'

const poolRing: CardData = { name: 'Sol Ring', type_line: 'Artifact' }
const cachedRing: ScryfallCardData = {
  name: 'Sol Ring',
  type_line: 'Artifact',
  image_uris: { small: 'https://cards.scryfall.io/small/front/sol.jpg' },
}
const soldierToken: CardData = {
  name: 'Soldier',
  layout: 'token',
  type_line: 'Token Creature — Soldier',
}
const soldierCard: CardData = { name: 'Soldier', type_line: 'Creature — Soldier' }

describe('mergeKnownCards', () => {
  it('keeps one card per name, the first source winning, and tokens apart from cards', () => {
    const merged = mergeKnownCards([cachedRing], [poolRing, soldierCard], [soldierToken])
    expect(merged).toEqual([cachedRing, soldierCard, soldierToken])
  })

  it('tells tokens by layout or type line', () => {
    expect(isTokenData(soldierToken)).toBe(true)
    expect(isTokenData({ name: 'Clue', type_line: 'Token Artifact — Clue' })).toBe(true)
    expect(isTokenData(soldierCard)).toBe(false)
  })
})

describe('card images', () => {
  it('takes only https addresses on Scryfall’s hosts', () => {
    expect(scryfallImageUrl('https://cards.scryfall.io/normal/front/a.jpg')).toBeDefined()
    expect(scryfallImageUrl('https://api.scryfall.com/cards/named?format=image')).toBeDefined()
    expect(scryfallImageUrl('http://cards.scryfall.io/a.jpg')).toBeUndefined()
    expect(scryfallImageUrl('https://cards.scryfall.io.evil.test/a.jpg')).toBeUndefined()
    expect(scryfallImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(scryfallImageUrl(42)).toBeUndefined()
  })

  it('offers both sizes when Scryfall has them, and none for sample-pool cards', () => {
    const both: ScryfallCardData = {
      name: 'X',
      image_uris: {
        small: 'https://cards.scryfall.io/s.jpg',
        normal: 'https://cards.scryfall.io/n.jpg',
      },
    }
    expect(cardImageSource(both)).toEqual({
      src: 'https://cards.scryfall.io/s.jpg',
      srcSet: 'https://cards.scryfall.io/s.jpg 146w, https://cards.scryfall.io/n.jpg 488w',
      large: 'https://cards.scryfall.io/n.jpg',
    })
    expect(cardImageSource(poolRing)).toBeUndefined()
  })

  it('shows the face that is up of a double-faced card, and the one image of a split card', () => {
    const dfc: ScryfallCardData = {
      name: 'A // B',
      layout: 'transform',
      card_faces: [
        { name: 'A', image_uris: { small: 'https://cards.scryfall.io/a.jpg' } },
        { name: 'B', image_uris: { small: 'https://cards.scryfall.io/b.jpg' } },
      ],
    }
    expect(cardImageSource(dfc, 'front')?.src).toBe('https://cards.scryfall.io/a.jpg')
    expect(cardImageSource(dfc, 'back')?.src).toBe('https://cards.scryfall.io/b.jpg')
    const split: ScryfallCardData = {
      name: 'Fire // Ice',
      layout: 'split',
      card_faces: [{ name: 'Fire' }, { name: 'Ice' }],
      image_uris: { small: 'https://cards.scryfall.io/fire-ice.jpg' },
    }
    expect(cardImageSource(split, 'front')?.src).toBe('https://cards.scryfall.io/fire-ice.jpg')
  })
})
