/**
 * The spells a bot carries out, read from their rules text (issue 39): each sentence must be
 * one it understands, or the spell stays in hand. The words are the sample pool's own.
 */
import { describe, expect, it } from 'vitest'
import { enterEffects, spellEffects } from '../../src/bots/spellText'

describe('spells the bot can carry out with table actions', () => {
  it('direct damage: any target, a creature, a player, each opponent', () => {
    expect(spellEffects('Lightning Bolt', 'Lightning Bolt deals 3 damage to any target.')).toEqual([
      { kind: 'damage', amount: 3, to: 'any' },
    ])
    expect(
      spellEffects('Lava Axe', 'Lava Axe deals 5 damage to target player or planeswalker.'),
    ).toEqual([{ kind: 'damage', amount: 5, to: 'player' }])
    expect(spellEffects('Flame Rift', 'Flame Rift deals 4 damage to each player.')).toBeNull()
  })

  it('drawing, with the life it costs', () => {
    expect(spellEffects('Divination', 'Draw two cards.')).toEqual([{ kind: 'draw', amount: 2 }])
    expect(spellEffects("Night's Whisper", 'You draw two cards and you lose 2 life.')).toEqual([
      { kind: 'draw', amount: 2 },
      { kind: 'loseLife', amount: 2 },
    ])
    expect(
      spellEffects('Sign in Blood', 'Target player draws two cards and loses 2 life.'),
    ).toEqual([
      { kind: 'draw', amount: 2 },
      { kind: 'loseLife', amount: 2 },
    ])
  })

  it('removal: destroy or exile a creature, with what its controller gets', () => {
    expect(spellEffects('Doom Blade', 'Destroy target nonblack creature.')).toEqual([
      { kind: 'destroy', filter: { notColor: 'B' } },
    ])
    expect(
      spellEffects(
        'Swords to Plowshares',
        'Exile target creature. Its controller gains life equal to its power.',
      ),
    ).toEqual([{ kind: 'exile', filter: {} }, { kind: 'controllerGainsPower' }])
    const pongify = spellEffects(
      'Pongify',
      "Destroy target creature. It can't be regenerated. Its controller creates a 3/3 green Ape creature token.",
    )
    expect(pongify).toEqual([
      { kind: 'destroy', filter: {} },
      {
        kind: 'controllerToken',
        token: { power: 3, toughness: 3, colors: ['G'], subtype: 'Ape', keywords: [] },
      },
    ])
  })

  it('creature tokens, with their keywords', () => {
    expect(
      spellEffects('Midnight Haunting', 'Create two 1/1 white Spirit creature tokens with flying.'),
    ).toEqual([
      {
        kind: 'tokens',
        count: 2,
        token: { power: 1, toughness: 1, colors: ['W'], subtype: 'Spirit', keywords: ['Flying'] },
      },
    ])
  })

  it('a sentence it does not understand leaves the whole spell in hand', () => {
    expect(spellEffects('Counterspell', 'Counter target spell.')).toBeNull()
    expect(spellEffects('Magma Jet', 'Magma Jet deals 2 damage to any target.\nScry 2.')).toBeNull()
    expect(
      spellEffects(
        'Thrill of Possibility',
        'As an additional cost to cast this spell, discard a card.\nDraw two cards.',
      ),
    ).toBeNull()
  })

  it('what a permanent does as it enters, when no choice of target is needed', () => {
    expect(
      enterEffects('Wall of Omens', 'Defender\nWhen this creature enters, draw a card.'),
    ).toEqual([{ kind: 'draw', amount: 1 }])
    expect(
      enterEffects(
        'Beetleback Chief',
        'When this creature enters, create two 1/1 red Goblin creature tokens.',
      ),
    ).toEqual([
      {
        kind: 'tokens',
        count: 2,
        token: { power: 1, toughness: 1, colors: ['R'], subtype: 'Goblin', keywords: [] },
      },
    ])
    expect(
      enterEffects(
        "Man-o'-War",
        "When this creature enters, return target creature to its owner's hand.",
      ),
    ).toEqual([])
  })
})
