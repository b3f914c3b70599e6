import { describe, expect, it } from 'vitest'
import {
  card,
  log,
  stepTriggerDetails,
  stepTriggers,
  zone,
  type CardData,
  type GameState,
  type PlayerId,
  type Step,
} from '../../src/engine'
import { act, gatstafShepherd, newGame, putOntoBattlefield } from '../fixtures/game'

const howlingMine: CardData = {
  name: 'Howling Mine',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text:
    "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws an additional card.",
  layout: 'normal',
}
const luminarchAscension: CardData = {
  name: 'Luminarch Ascension',
  mana_cost: '{1}{W}',
  type_line: 'Enchantment',
  oracle_text:
    "At the beginning of each opponent's end step, if you didn't lose life this turn, put a quest counter on Luminarch Ascension. (Damage causes loss of life.)\n{1}{W}: Create a 4/4 white Angel creature token with flying. Activate only if Luminarch Ascension has four or more quest counters on it.",
  layout: 'normal',
}
const yourEndStep: CardData = {
  name: 'Idol of Study',
  type_line: 'Artifact',
  oracle_text: 'At the beginning of your end step, draw a card.',
  layout: 'normal',
}

const nextStep = { type: 'turn/nextStep' } as const
const endTurn = { type: 'turn/end' } as const

function until(s: GameState, step: Step): GameState {
  let next = act(s, nextStep)
  while (next.turn.step !== step) next = act(next, nextStep)
  return next
}

function withPermanent(
  s: GameState,
  player: PlayerId,
  data: CardData,
): { state: GameState; id: string } {
  return putOntoBattlefield(s, player, data)
}

const handSize = (s: GameState, p: PlayerId) => zone(s, p, 'hand').length

describe('"each player\'s draw step" triggers once per active player (805.4d, S061)', () => {
  it('Howling Mine: B1 and B2 each draw 1, plus two triggers: 2 each', () => {
    const mine = withPermanent(newGame(), 'A1', howlingMine)
    // Team A skips the draw step of turn 1 (103.8b): nothing triggers there.
    expect(stepTriggers(act(mine.state, nextStep))).toEqual([])
    let s = act(mine.state, endTurn)
    expect(stepTriggers(s)).toEqual([])
    s = act(s, nextStep)
    expect(s.turn.step).toBe('draw')
    expect(handSize(s, 'B1')).toBe(8)
    expect(handSize(s, 'B2')).toBe(8)
    expect(stepTriggers(s)).toEqual([{ card: mine.id, times: 2 }])
    expect(stepTriggerDetails(s)).toEqual([
      {
        card: mine.id,
        controller: 'A1',
        times: 2,
        forPlayers: ['B1', 'B2'],
        text: howlingMine.oracle_text,
      },
    ])
    expect(log(s).at(-1)?.text).toBe('Howling Mine (A1) triggers twice, for B1 and B2 (805.4d).')
    // The players resolve the triggers by hand.
    s = act(s, { type: 'library/draw', player: 'B1' }, { type: 'library/draw', player: 'B2' })
    expect(handSize(s, 'B1')).toBe(9)
    expect(handSize(s, 'B2')).toBe(9)
  })

  it("doesn't trigger while tapped (intervening if, 603.4), and triggers for its own team too", () => {
    const mine = withPermanent(newGame(), 'A1', howlingMine)
    let s = act(mine.state, { type: 'card/tap', player: 'A1', card: mine.id }, endTurn, nextStep)
    expect(card(s, mine.id).tapped).toBe(true)
    expect(stepTriggers(s)).toEqual([])
    s = act(s, endTurn)
    expect(card(s, mine.id).tapped).toBe(false)
    s = act(s, nextStep)
    expect(stepTriggerDetails(s).map((d) => d.forPlayers)).toEqual([['A1', 'A2']])
  })
})

describe('"each opponent\'s end step" triggers twice (Luminarch Ascension ruling, S062)', () => {
  function setup(b1Loses: number): { state: GameState; id: string } {
    const lum = withPermanent(newGame(), 'B1', luminarchAscension)
    let s = act(lum.state, { type: 'life/lose', player: 'B2', amount: 3 })
    if (b1Loses > 0) s = act(s, { type: 'life/lose', player: 'B1', amount: b1Loses })
    return { state: until(s, 'end'), id: lum.id }
  }

  it("triggers twice at Team A's end step when B1 lost no life, B2 lost 3: 2 quest counters", () => {
    const { state, id } = setup(0)
    expect(stepTriggers(state)).toEqual([{ card: id, times: 2 }])
    let s = state
    for (let i = 0; i < 2; i++)
      s = act(s, { type: 'card/counters', player: 'B1', card: id, counter: 'quest', delta: 1 })
    expect(card(s, id).counters).toEqual({ quest: 2 })
  })

  it("doesn't trigger at all when B1 lost 1 life this turn", () => {
    const { state } = setup(1)
    expect(stepTriggers(state)).toEqual([])
  })

  it("doesn't trigger on its controller's own team's end step", () => {
    const { state } = setup(0)
    const s = until(act(state, endTurn), 'end')
    expect(s.turn.activeTeam).toBe('B')
    expect(stepTriggers(s)).toEqual([])
  })
})

describe('"your end step" triggers once (S063)', () => {
  it("A1 draws 1 and A2 draws 0 at Team A's end step; nothing on Team B's", () => {
    const idol = withPermanent(newGame(), 'A1', yourEndStep)
    let s = until(idol.state, 'end')
    expect(stepTriggerDetails(s)).toMatchObject([{ card: idol.id, times: 1, forPlayers: ['A1'] }])
    const a2 = handSize(s, 'A2')
    const a1 = handSize(s, 'A1')
    s = act(s, { type: 'library/draw', player: 'A1' })
    expect(handSize(s, 'A1')).toBe(a1 + 1)
    expect(handSize(s, 'A2')).toBe(a2)
    s = until(act(s, endTurn), 'end')
    expect(stepTriggers(s)).toEqual([])
  })

  it('a teammate\'s "your upkeep" permanent triggers once on the team\'s turn', () => {
    const data: CardData = {
      name: 'Phyrexian Arena',
      type_line: 'Enchantment',
      oracle_text: 'At the beginning of your upkeep, you draw a card and you lose 1 life.',
    }
    const arena = withPermanent(newGame(), 'A2', data)
    expect(stepTriggers(arena.state)).toEqual([{ card: arena.id, times: 1 }])
  })
})

describe('other step wordings', () => {
  it('"each upkeep" triggers once per turn and leaves an unknown condition to the players', () => {
    const wolf = withPermanent(newGame(), 'B1', gatstafShepherd)
    expect(stepTriggerDetails(wolf.state)).toEqual([
      {
        card: wolf.id,
        controller: 'B1',
        times: 1,
        forPlayers: [],
        condition: 'no spells were cast last turn',
        text: 'At the beginning of each upkeep, if no spells were cast last turn, transform Gatstaf Shepherd.',
      },
    ])
  })

  it('"each opponent\'s upkeep" triggers twice on the other team\'s turn only', () => {
    const data: CardData = {
      name: 'Sulfuric Vortex',
      type_line: 'Enchantment',
      oracle_text:
        "At the beginning of each opponent's upkeep, Sulfuric Vortex deals 2 damage to that player.",
    }
    const vortex = withPermanent(newGame(), 'A1', data)
    expect(stepTriggers(vortex.state)).toEqual([])
    const s = act(vortex.state, endTurn)
    expect(stepTriggerDetails(s)).toMatchObject([{ times: 2, forPlayers: ['B1', 'B2'] }])
  })

  it('"combat on your turn", reminder text (echo) and "each of your main phases"', () => {
    const combat: CardData = {
      name: 'Hero',
      type_line: 'Creature',
      oracle_text:
        'At the beginning of combat on your turn, put a +1/+1 counter on target creature.',
      power: '1',
      toughness: '1',
    }
    const echo: CardData = {
      name: 'Echoer',
      type_line: 'Creature',
      oracle_text:
        'Echo {2}{R} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)',
      power: '1',
      toughness: '1',
    }
    const carpet: CardData = {
      name: 'Carpet',
      type_line: 'Enchantment',
      oracle_text:
        "At the beginning of each of your main phases, if you haven't added mana with this ability this turn, you may add {G}.",
    }
    let s = newGame()
    const ids: string[] = []
    for (const d of [combat, echo, carpet]) {
      const made = withPermanent(s, 'A1', d)
      s = made.state
      ids.push(made.id)
    }
    expect(stepTriggers(s).map((t) => t.card)).toEqual([ids[1]])
    s = act(s, nextStep, nextStep)
    expect(stepTriggers(s).map((t) => t.card)).toEqual([ids[2]])
    s = act(s, nextStep)
    expect(stepTriggers(s)).toEqual([{ card: ids[0], times: 1 }])
    s = until(s, 'main2')
    expect(stepTriggers(s).map((t) => t.card)).toEqual([ids[2]])
  })

  it('ignores delayed triggers ("the next end step") and face-down permanents', () => {
    const blink: CardData = {
      name: 'Blinker',
      type_line: 'Creature',
      oracle_text:
        'When Blinker enters, exile target creature. Return it at the beginning of the next end step.',
      power: '1',
      toughness: '1',
    }
    const idol = withPermanent(newGame(), 'A1', yourEndStep)
    let s = withPermanent(idol.state, 'A1', blink).state
    s = act(s, { type: 'card/turnFaceDown', player: 'A1', card: idol.id })
    s = until(s, 'end')
    expect(card(s, idol.id).faceDown).toBe(true)
    expect(stepTriggers(s)).toEqual([])
  })

  it('has nothing to remind during mulligans', () => {
    expect(stepTriggers(newGame({ skipMulligans: false }))).toEqual([])
  })
})
