import { describe, expect, it } from 'vitest'
import {
  card,
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

const delverOfSecrets: CardData = {
  name: 'Delver of Secrets // Insectile Aberration',
  layout: 'transform',
  keywords: ['Flying', 'Transform'],
  card_faces: [
    {
      name: 'Delver of Secrets',
      mana_cost: '{U}',
      type_line: 'Creature — Human Wizard',
      oracle_text:
        'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.',
      power: '1',
      toughness: '1',
      colors: ['U'],
    },
    {
      name: 'Insectile Aberration',
      mana_cost: '',
      type_line: 'Creature — Human Insect',
      oracle_text: 'Flying',
      power: '3',
      toughness: '2',
      colors: ['U'],
      color_indicator: ['U'],
    },
  ],
}

const kruinOutlaw: CardData = {
  name: 'Kruin Outlaw // Terror of Kruin Pass',
  layout: 'transform',
  keywords: ['First strike', 'Double strike', 'Transform'],
  card_faces: [
    {
      name: 'Kruin Outlaw',
      mana_cost: '{1}{R}{R}',
      type_line: 'Creature — Human Rogue Werewolf',
      oracle_text:
        'First strike\nAt the beginning of each upkeep, if no spells were cast last turn, transform Kruin Outlaw.',
      power: '2',
      toughness: '2',
      colors: ['R'],
    },
    {
      name: 'Terror of Kruin Pass',
      mana_cost: '',
      type_line: 'Creature — Werewolf',
      oracle_text:
        "Double strike\nEach Werewolf you control can't be blocked except by two or more creatures.\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform Terror of Kruin Pass.",
      power: '3',
      toughness: '3',
      colors: ['R'],
      color_indicator: ['R'],
    },
  ],
}

const eliteVanguard = creature('Elite Vanguard', 2, 1, {
  mana_cost: '{W}',
  type_line: 'Creature — Human Soldier',
  colors: ['W'],
})

// Clone's printed 0/0 is left out: the table moves it first and copies after, and a 0/0 would
// die to the state-based check (704.5f) in between.
const clone: CardData = {
  name: 'Clone',
  mana_cost: '{3}{U}',
  type_line: 'Creature — Shapeshifter',
  oracle_text: 'You may have Clone enter as a copy of any creature on the battlefield.',
  layout: 'normal',
}

/** Every named card sits in its owner's library (then maybe hand) at the start. */
function game(): GameState {
  return newGame({
    libraries: {
      A1: [gatstafShepherd, delverOfSecrets, kruinOutlaw, ...library('A1', 37)],
      B1: [clone, eliteVanguard, ...library('B1', 38)],
    },
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

describe('copies (707, 712.9)', () => {
  it('S096: a Clone of Delver of Secrets is a 1/1 Delver and stays one when told to transform', () => {
    const delver = play(game(), 'A1', 'Delver of Secrets')
    const cloned = play(delver.s, 'B1', 'Clone')
    let s = act(cloned.s, { type: 'card/becomeCopy', player: 'B1', card: cloned.id, of: delver.id })
    expect(card(s, cloned.id)).toMatchObject({
      name: 'Delver of Secrets',
      power: 1,
      toughness: 1,
      manaValue: 1,
      copyOf: 'Delver of Secrets',
      isDoubleFaced: false,
      controller: 'B1',
    })
    s = act(s, { type: 'card/transform', player: 'B1', card: cloned.id })
    expect(card(s, cloned.id)).toMatchObject({
      name: 'Delver of Secrets',
      power: 1,
      toughness: 1,
      faceUp: 'front',
    })
    expect(lastLog(s)).toMatch(/a copy of a double-faced card is a single-faced card.*701\.27c/)
  })

  it('a copy of a back face has mana value 0 (712.8e), and a copy of that copy too (707.3)', () => {
    const shepherd = play(game(), 'A1', 'Gatstaf Shepherd', { transformed: true })
    const cloned = play(shepherd.s, 'B1', 'Clone')
    let s = act(cloned.s, {
      type: 'card/becomeCopy',
      player: 'B1',
      card: cloned.id,
      of: shepherd.id,
    })
    expect(card(s, cloned.id)).toMatchObject({
      name: 'Gatstaf Howler',
      manaValue: 0,
      power: 3,
      toughness: 3,
    })
    expect(card(s, shepherd.id).manaValue).toBe(2)
    s = act(s, { type: 'token/createCopy', player: 'B1', of: cloned.id })
    const token = zone(s, 'B1', 'battlefield').find((id) => card(s, id).isToken) ?? ''
    expect(card(s, token)).toMatchObject({
      name: 'Gatstaf Howler',
      manaValue: 0,
      isDoubleFaced: false,
    })
    s = act(s, { type: 'card/transform', player: 'B1', card: token })
    expect(card(s, token).name).toBe('Gatstaf Howler')
  })

  it('S097: Kruin Outlaw copying Elite Vanguard transforms but stays a 2/1 Elite Vanguard until the copy ends', () => {
    const outlaw = play(game(), 'A1', 'Kruin Outlaw')
    const vanguard = play(outlaw.s, 'B1', 'Elite Vanguard')
    const id = outlaw.id
    let s = act(vanguard.s, { type: 'card/becomeCopy', player: 'B1', card: id, of: vanguard.id })
    expect(card(s, id)).toMatchObject({
      name: 'Elite Vanguard',
      power: 2,
      toughness: 1,
      copyOf: 'Elite Vanguard',
    })
    s = act(s, { type: 'card/transform', player: 'B1', card: id })
    expect(card(s, id)).toMatchObject({
      faceUp: 'back',
      name: 'Elite Vanguard',
      power: 2,
      toughness: 1,
      typeLine: 'Creature — Human Soldier',
      copyOf: 'Elite Vanguard',
    })
    expect(lastLog(s)).toMatch(/712\.9/)
    s = act(s, { type: 'card/endCopy', player: 'B1', card: id })
    expect(card(s, id)).toMatchObject({
      name: 'Terror of Kruin Pass',
      power: 3,
      toughness: 3,
      manaValue: 3,
    })
    expect(card(s, id).copyOf).toBeUndefined()
    expect(refusal(s, { type: 'card/endCopy', player: 'B1', card: id }).code).toBe('NOT_A_COPY')
  })

  it('a token copy of a back-face-up DFC is a double-faced token, enters back face up and can transform (707.8a)', () => {
    const shepherd = play(game(), 'A1', 'Gatstaf Shepherd')
    let s = act(
      shepherd.s,
      { type: 'card/transform', player: 'A1', card: shepherd.id },
      { type: 'token/createCopy', player: 'B1', of: shepherd.id },
    )
    const token = zone(s, 'B1', 'battlefield')[0] ?? ''
    expect(card(s, token)).toMatchObject({
      isToken: true,
      isDoubleFaced: true,
      faceUp: 'back',
      name: 'Gatstaf Howler',
      power: 3,
      toughness: 3,
      controller: 'B1',
      isCommander: false,
    })
    expect(s.cards[token]?.isDoubleFacedToken).toBe(true)
    expect(lastLog(s)).toMatch(/double-faced token, back face up.*707\.8a/)
    s = act(s, { type: 'card/transform', player: 'B1', card: token })
    expect(card(s, token)).toMatchObject({ name: 'Gatstaf Shepherd', faceUp: 'front', power: 2 })
  })

  it('a token copy of a single-faced creature is single-faced and copies no counters (707.2)', () => {
    const vanguard = play(game(), 'B1', 'Elite Vanguard')
    let s = act(
      vanguard.s,
      { type: 'card/counters', player: 'B1', card: vanguard.id, counter: '+1/+1', delta: 2 },
      { type: 'token/createCopy', player: 'A1', of: vanguard.id },
    )
    const token = zone(s, 'A1', 'battlefield')[0] ?? ''
    expect(card(s, token)).toMatchObject({
      name: 'Elite Vanguard',
      power: 2,
      toughness: 1,
      manaValue: 1,
      colors: ['W'],
    })
    s = act(s, { type: 'card/transform', player: 'A1', card: token })
    expect(card(s, token).faceUp).toBe('front')
  })

  it('a copy of a face-down permanent is a nameless 2/2 (707.2, 708.2a)', () => {
    const bear = play(game(), 'A1', 'A1 1')
    const cloned = play(bear.s, 'B1', 'Clone')
    let s = act(cloned.s, { type: 'card/turnFaceDown', player: 'A1', card: bear.id })
    s = act(s, { type: 'card/becomeCopy', player: 'B1', card: cloned.id, of: bear.id })
    expect(card(s, cloned.id)).toMatchObject({
      name: '',
      power: 2,
      toughness: 2,
      manaValue: 0,
      faceDown: false,
    })
  })
})
