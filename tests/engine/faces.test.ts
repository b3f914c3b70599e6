import { describe, expect, it } from 'vitest'
import {
  card,
  commandersIn,
  controlsCommander,
  log,
  zone,
  type CardData,
  type CardId,
  type GameState,
  type PlayerId,
} from '../../src/engine'
import {
  act,
  creature,
  findCard,
  gatstafShepherd,
  library,
  newGame,
  refusal,
} from '../fixtures/game'

const pathway: CardData = {
  name: 'Clearwater Pathway // Murkwater Pathway',
  layout: 'modal_dfc',
  card_faces: [
    { name: 'Clearwater Pathway', type_line: 'Land', oracle_text: '{T}: Add {U}.' },
    { name: 'Murkwater Pathway', type_line: 'Land', oracle_text: '{T}: Add {B}.' },
  ],
}

const pacifism: CardData = {
  name: 'Pacifism',
  mana_cost: '{1}{W}',
  type_line: 'Enchantment — Aura',
  oracle_text: "Enchant creature\nEnchanted creature can't attack or block.",
  layout: 'normal',
}

/** Every named card sits in its owner's library (then maybe hand) at the start. */
/** Every named card sits in its owner's library (then maybe hand) at the start. */
function game(): GameState {
  return newGame({
    libraries: { A1: [gatstafShepherd, pacifism, pathway, ...library('A1', 37)] },
  })
}

function play(
  s: GameState,
  player: PlayerId,
  name: string,
  extra: { faceDown?: boolean; transformed?: boolean } = {},
): { s: GameState; id: CardId } {
  const id = findCard(s, player, name)
  return { s: act(s, { type: 'card/move', player, card: id, to: 'battlefield', ...extra }), id }
}

function lastLog(s: GameState): string {
  return log(s).at(-1)?.text ?? ''
}

describe('characteristics outside the battlefield (712.8a)', () => {
  it('S088: in library, hand and graveyard Gatstaf Shepherd is MV 2, 2/2 and nothing of the Howler', () => {
    let s = game()
    const id = findCard(s, 'A1', 'Gatstaf Shepherd')
    const check = () =>
      expect(card(s, id)).toMatchObject({
        name: 'Gatstaf Shepherd',
        manaValue: 2,
        power: 2,
        toughness: 2,
        typeLine: 'Creature — Human Werewolf',
        isDoubleFaced: true,
        faceUp: 'front',
      })
    s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'library', index: 0 })
    check()
    s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' })
    check()
    s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    check()
    expect(card(s, id).keywords).not.toContain('Intimidate')
  })
})

describe('card/transform (701.27, 712.18)', () => {
  it('Gatstaf Howler keeps the front face mana value: MV 2 (712.8e)', () => {
    const start = play(game(), 'A1', 'Gatstaf Shepherd')
    const id = start.id
    let s = start.s
    s = act(s, { type: 'card/transform', player: 'A1', card: id })
    expect(card(s, id)).toMatchObject({
      name: 'Gatstaf Howler',
      manaValue: 2,
      manaCost: '',
      power: 3,
      toughness: 3,
      faceUp: 'back',
      colors: ['G'],
    })
    expect(card(s, id).keywords).toContain('Intimidate')
    s = act(s, { type: 'card/transform', player: 'A1', card: id })
    expect(card(s, id)).toMatchObject({ name: 'Gatstaf Shepherd', faceUp: 'front', power: 2 })
  })

  it('S090: counter, Aura and +2/+2 stay: the 5/5 Shepherd becomes a 6/6 Howler, same object', () => {
    const start = play(game(), 'A1', 'Gatstaf Shepherd')
    const id = start.id
    let s = start.s
    const aura = play(s, 'A1', 'Pacifism')
    s = act(
      aura.s,
      { type: 'card/counters', player: 'A1', card: id, counter: '+1/+1', delta: 1 },
      { type: 'card/attach', player: 'A1', card: aura.id, to: id },
      { type: 'card/pump', player: 'A1', card: id, power: 2, toughness: 2 },
      { type: 'card/damage', player: 'A1', card: id, amount: 1 },
    )
    expect(card(s, id)).toMatchObject({ power: 5, toughness: 5 })
    s = act(s, { type: 'card/transform', player: 'A1', card: id })
    expect(card(s, id)).toMatchObject({
      id,
      name: 'Gatstaf Howler',
      power: 6,
      toughness: 6,
      counters: { '+1/+1': 1 },
      damage: 1,
    })
    expect(card(s, aura.id).attachedTo).toBe(id)
    expect(zone(s, 'A1', 'battlefield')).toEqual([id, aura.id])
  })

  it('S095: a single-faced 2/2 told to transform: nothing happens, and it is not face down', () => {
    let s = game()
    const bear = zone(s, 'A1', 'hand').find((id) => card(s, id).name.startsWith('A1 ')) ?? ''
    s = act(s, { type: 'card/move', player: 'A1', card: bear, to: 'battlefield' })
    s = act(s, { type: 'card/counters', player: 'A1', card: bear, counter: '+1/+1', delta: 1 })
    const before = card(s, bear)
    s = act(s, { type: 'card/transform', player: 'A1', card: bear })
    expect(card(s, bear)).toEqual(before)
    expect(card(s, bear).faceDown).toBe(false)
    expect(lastLog(s)).toMatch(
      /can't transform: it isn't a double-faced card\. Nothing happens \(701\.27c\)/,
    )
  })

  it('a token that is not double-faced, and a modal DFC, do nothing when told to transform', () => {
    let s = act(game(), { type: 'token/create', player: 'A1', data: creature('Wolf', 2, 2) })
    const wolf = zone(s, 'A1', 'battlefield')[0] ?? ''
    s = act(s, { type: 'card/transform', player: 'A1', card: wolf })
    expect(card(s, wolf).name).toBe('Wolf')
    expect(lastLog(s)).toMatch(/token that isn't double-faced.*701\.27c/)
    const land = play(s, 'A1', 'Clearwater Pathway')
    s = act(land.s, { type: 'card/transform', player: 'A1', card: land.id })
    expect(card(s, land.id)).toMatchObject({ name: 'Clearwater Pathway', faceUp: 'front' })
    expect(lastLog(s)).toMatch(/701\.27c/)
  })

  it('a face that is an instant or sorcery is never turned up: nothing happens (701.27d)', () => {
    const odd: CardData = {
      ...gatstafShepherd,
      name: 'Odd Front // Odd Sorcery',
      card_faces: [
        {
          name: 'Odd Front',
          mana_cost: '{G}',
          type_line: 'Creature — Elf',
          power: '1',
          toughness: '1',
        },
        { name: 'Odd Sorcery', type_line: 'Sorcery', oracle_text: 'Draw a card.' },
      ],
    }
    let s = act(game(), { type: 'token/create', player: 'A1', data: odd })
    const id = zone(s, 'A1', 'battlefield')[0] ?? ''
    s = act(s, { type: 'card/transform', player: 'A1', card: id })
    expect(card(s, id)).toMatchObject({ name: 'Odd Front', faceUp: 'front' })
    expect(lastLog(s)).toMatch(/701\.27d/)
  })

  it('only a permanent on the battlefield can transform', () => {
    const s = game()
    const id = findCard(s, 'A1', 'Gatstaf Shepherd')
    expect(refusal(s, { type: 'card/transform', player: 'A1', card: id }).code).toBe(
      'NOT_ON_BATTLEFIELD',
    )
  })

  it('S101: from the graveyard a DFC enters front face up; "transformed" makes it enter back face up', () => {
    let s = game()
    const id = findCard(s, 'A1', 'Gatstaf Shepherd')
    s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    const plain = act(s, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    expect(card(plain, id)).toMatchObject({ name: 'Gatstaf Shepherd', faceUp: 'front' })
    const transformed = act(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      transformed: true,
    })
    expect(card(transformed, id)).toMatchObject({
      name: 'Gatstaf Howler',
      faceUp: 'back',
      manaValue: 2,
    })
  })
})

describe('face down (708, 712.15–712.16)', () => {
  it('Ixidron: a DFC stays face up, a single-faced creature becomes a face-down 2/2 that keeps its counters', () => {
    const shepherd = play(game(), 'A1', 'Gatstaf Shepherd')
    const bear = play(shepherd.s, 'A1', 'A1 1')
    let s = act(
      bear.s,
      { type: 'card/counters', player: 'A1', card: bear.id, counter: '+1/+1', delta: 1 },
      { type: 'card/turnFaceDown', player: 'A1', card: shepherd.id },
    )
    expect(card(s, shepherd.id)).toMatchObject({ faceDown: false, name: 'Gatstaf Shepherd' })
    expect(lastLog(s)).toMatch(/can't be turned face down: nothing happens \(712\.16\)/)
    s = act(s, { type: 'card/turnFaceDown', player: 'A1', card: bear.id })
    expect(card(s, bear.id)).toMatchObject({
      faceDown: true,
      name: '',
      typeLine: 'Creature',
      manaValue: 0,
      power: 3,
      toughness: 3,
      counters: { '+1/+1': 1 },
    })
    s = act(s, { type: 'card/turnFaceDown', player: 'A1', card: bear.id })
    expect(lastLog(s)).toMatch(/already face down: nothing happens \(708\.2b\)/)
    s = act(s, { type: 'card/turnFaceUp', player: 'A1', card: bear.id })
    expect(card(s, bear.id)).toMatchObject({
      faceDown: false,
      name: 'A1 1',
      power: 2,
      toughness: 2,
    })
  })

  it('a manifested DFC is a nameless 2/2 that cannot transform, and turned face up shows its front', () => {
    const start = play(game(), 'A1', 'Gatstaf Shepherd', { faceDown: true })
    const id = start.id
    let s = start.s
    expect(card(s, id)).toMatchObject({
      faceDown: true,
      name: '',
      power: 2,
      toughness: 2,
      manaValue: 0,
    })
    s = act(s, { type: 'card/transform', player: 'A1', card: id })
    expect(card(s, id)).toMatchObject({ faceDown: true, faceUp: 'front', name: '' })
    expect(lastLog(s)).toMatch(/it is face down\. Nothing happens \(712\.15a\)/)
    s = act(s, { type: 'card/turnFaceUp', player: 'A1', card: id })
    expect(card(s, id)).toMatchObject({
      faceDown: false,
      faceUp: 'front',
      name: 'Gatstaf Shepherd',
    })
    expect(lastLog(s)).toMatch(/it is Gatstaf Shepherd \(712\.15a\)/)
  })

  it('a face-down commander is still a commander (903.3)', () => {
    let s = game()
    const [commander] = commandersIn(s, 'A2', 'command')
    const id = commander ?? ''
    s = act(
      s,
      { type: 'commander/cast', player: 'A2', card: id },
      { type: 'card/move', player: 'A2', card: id, to: 'battlefield' },
      { type: 'card/turnFaceDown', player: 'A2', card: id },
    )
    expect(card(s, id)).toMatchObject({ faceDown: true, isCommander: true, name: '' })
    expect(controlsCommander(s, 'A2')).toBe(true)
    s = act(s, { type: 'card/move', player: 'A2', card: id, to: 'exile', faceDown: true })
    expect(card(s, id)).toMatchObject({ faceDown: true, isCommander: true })
    expect(commandersIn(s, 'A2', 'exile')).toEqual([id])
  })

  it('only a permanent can be turned face down or up', () => {
    const s = game()
    const id = findCard(s, 'A1', 'A1 2')
    expect(refusal(s, { type: 'card/turnFaceDown', player: 'A1', card: id }).code).toBe(
      'NOT_ON_BATTLEFIELD',
    )
  })
})
