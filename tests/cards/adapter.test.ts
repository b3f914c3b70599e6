/**
 * Scryfall card objects (fixtures in Scryfall's format) → the card data the app keeps: only the
 * fields it uses, every layout, and plain-words errors for malformed objects.
 */
import { describe, expect, it } from 'vitest'
import { isAdaptError, toCardData } from '../../src/cards/scryfall/adapter'
import type { ScryfallCardData } from '../../src/cards/types'
import { makeCardIndex, validateDeck } from '../../src/deck'
import collection from './fixtures/collection-with-not-found.json'
import shatterskull from './fixtures/modal-dfc-shatterskull-smashing.json'
import layouts from './fixtures/more-layouts.json'
import vault from './fixtures/normal-lim-duls-vault.json'
import pir from './fixtures/partner-pir-imaginative-rascal.json'
import gatstaf from './fixtures/transform-gatstaf-shepherd.json'

function adapt(raw: unknown): ScryfallCardData {
  const card = toCardData(raw)
  if (isAdaptError(card)) throw new Error(card.error)
  return card
}

function errorOf(raw: unknown): string {
  const card = toCardData(raw)
  if (!isAdaptError(card)) throw new Error(`expected an error, got ${card.name}`)
  return card.error
}

describe('toCardData: layouts', () => {
  it('keeps a normal card’s game fields, printing and two image sizes, nothing else', () => {
    expect(adapt(vault)).toEqual({
      name: "Lim-Dûl's Vault",
      mana_cost: '{U}{B}',
      type_line: 'Instant',
      oracle_text: vault.oracle_text,
      colors: ['B', 'U'],
      image_uris: { small: vault.image_uris.small, normal: vault.image_uris.normal },
      layout: 'normal',
      cmc: 2,
      color_identity: ['B', 'U'],
      keywords: [],
      id: vault.id,
      oracle_id: vault.oracle_id,
      set: 'all',
      collector_number: '189',
    })
  })

  it('keeps a transforming card as one card with [front, back] faces, each with its image', () => {
    const card = adapt(gatstaf)
    expect(card).toMatchObject({
      name: 'Gatstaf Shepherd // Gatstaf Howler',
      layout: 'transform',
      cmc: 2,
      type_line: 'Creature — Human Werewolf // Creature — Werewolf',
      color_identity: ['G'],
      keywords: ['Intimidate', 'Transform'],
    })
    expect(card.image_uris).toBeUndefined()
    expect(card.mana_cost).toBeUndefined()
    const [front, back] = card.card_faces ?? []
    expect(front).toEqual({
      name: 'Gatstaf Shepherd',
      mana_cost: '{1}{G}',
      type_line: 'Creature — Human Werewolf',
      oracle_text: gatstaf.card_faces[0]?.oracle_text,
      power: '2',
      toughness: '2',
      colors: ['G'],
      image_uris: {
        small: gatstaf.card_faces[0]?.image_uris.small,
        normal: gatstaf.card_faces[0]?.image_uris.normal,
      },
    })
    expect(back).toMatchObject({
      name: 'Gatstaf Howler',
      mana_cost: '',
      power: '3',
      toughness: '3',
      color_indicator: ['G'],
    })
    expect(Object.keys(back?.image_uris ?? {})).toEqual(['small', 'normal'])
  })

  it('keeps a modal DFC’s two faces, each with its own cost', () => {
    const card = adapt(shatterskull)
    expect(card.layout).toBe('modal_dfc')
    expect(card.card_faces?.map((face) => [face.name, face.mana_cost, face.type_line])).toEqual([
      ['Shatterskull Smashing', '{X}{R}{R}', 'Sorcery'],
      ['Shatterskull, the Hammer Pass', '', 'Land'],
    ])
  })

  it('keeps a partner card’s keyword and text, so the deck checks see the pairing', () => {
    const card = adapt(pir)
    expect(card.keywords).toEqual(['Partner with'])
    expect(card.oracle_text).toMatch(/^Partner with Toothy, Imaginative Friend/)
    expect(card).not.toHaveProperty('all_parts')
    expect(card).not.toHaveProperty('prices')
  })

  it('keeps adventure and split cards as one card with both halves and one image', () => {
    const giant = adapt(layouts.adventure)
    expect(giant.card_faces?.map((face) => face.name)).toEqual(['Bonecrusher Giant', 'Stomp'])
    expect(giant.image_uris?.normal).toBe(layouts.adventure.image_uris.normal)
    expect(giant.card_faces?.[0]?.image_uris).toBeUndefined()
    const fireIce = adapt(layouts.split)
    expect(fireIce).toMatchObject({ name: 'Fire // Ice', mana_cost: '{1}{R} // {1}{U}', cmc: 4 })
    expect(fireIce.card_faces?.[1]?.oracle_text).toBe('Tap target permanent.\nDraw a card.')
  })

  it('keeps a meld card and a token as single-faced cards', () => {
    expect(adapt(layouts.meld)).toMatchObject({ layout: 'meld', power: '5', toughness: '7' })
    expect(adapt(layouts.meld).card_faces).toBeUndefined()
    expect(adapt(layouts.token)).toMatchObject({
      name: 'Zombie',
      layout: 'token',
      type_line: 'Token Creature — Zombie',
      colors: ['B'],
    })
  })

  it('keeps a double-faced token’s faces', () => {
    const incubator = adapt(layouts.double_faced_token)
    expect(incubator.layout).toBe('double_faced_token')
    expect(incubator.card_faces?.[1]).toMatchObject({ name: 'Phyrexian Token', power: '0' })
  })

  it('lifts a reversible card’s Oracle facts from its faces to the card', () => {
    const card = adapt(layouts.reversible_card)
    expect(card).toMatchObject({
      layout: 'reversible_card',
      cmc: 5,
      oracle_id: 'b3c4d5e6-f708-4192-a3a4-240000000012',
      type_line: 'Legendary Creature — Homunculus // Legendary Creature — Homunculus',
    })
    expect(card.card_faces).toHaveLength(2)
  })

  it('gives data the decklist tools accept: found by either face, a legal commander', () => {
    const cards = [adapt(gatstaf), adapt(pir), adapt(shatterskull)]
    const lookup = makeCardIndex(cards)
    expect(lookup('gatstaf howler')?.name).toBe('Gatstaf Shepherd // Gatstaf Howler')
    expect(lookup('Shatterskull Smashing')?.layout).toBe('modal_dfc')
    const problems = validateDeck({ commanders: [adapt(pir)], cards: [] })
    expect(problems.filter((problem) => problem.rule === 'COMMANDER_TYPE')).toEqual([])
  })

  it('survives a JSON round trip unchanged (what the cache and the worker do to it)', () => {
    for (const raw of collection.data) {
      const card = adapt(raw)
      expect(adapt(JSON.parse(JSON.stringify(card)))).toEqual(card)
    }
  })
})

describe('toCardData: malformed objects', () => {
  it('refuses what is not a card object', () => {
    expect(errorOf('Sol Ring')).toBe('A card must be a JSON object.')
    expect(errorOf([vault])).toBe('A card must be a JSON object.')
    expect(errorOf(collection)).toBe('This is a Scryfall "list" object, not a card.')
    expect(errorOf({ object: 'card', layout: 'normal' })).toBe('A card must have a name.')
    expect(errorOf({ object: 'card', name: 42 })).toBe('name must be text')
  })

  it('names the card and the field that has the wrong shape', () => {
    expect(errorOf({ ...vault, colors: ['blue'] })).toBe(
      "Lim-Dûl's Vault: colors must be a list of colour letters (W, U, B, R, G).",
    )
    expect(errorOf({ ...vault, cmc: '2' })).toBe("Lim-Dûl's Vault: cmc must be a number.")
    expect(errorOf({ ...vault, keywords: 'Flying' })).toMatch(/keywords must be a list of text/)
    expect(errorOf({ ...vault, image_uris: 'https://x' })).toMatch(/image_uris must be an object/)
  })

  it('checks each face and the number of faces of a double-faced layout', () => {
    const [front, back] = gatstaf.card_faces
    expect(errorOf({ ...gatstaf, card_faces: [front, { ...back, power: 3 }] })).toBe(
      'Gatstaf Shepherd // Gatstaf Howler: card_faces[1].power must be text.',
    )
    expect(errorOf({ ...gatstaf, card_faces: [front] })).toMatch(
      /a transform card must have exactly two card_faces/,
    )
    expect(errorOf({ ...gatstaf, card_faces: 'two' })).toMatch(
      /card_faces must be a list of objects/,
    )
    expect(errorOf({ ...gatstaf, card_faces: [front, { mana_cost: '' }] })).toMatch(
      /card_faces\[1\]\.name is missing/,
    )
  })

  it('reads null as absent, the way Scryfall leaves out what a card lacks', () => {
    expect(adapt({ ...vault, power: null }).power).toBeUndefined()
  })
})
