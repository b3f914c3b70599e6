import { describe, expect, it } from 'vitest'
import {
  card,
  commanderCost,
  commanderDamage,
  commandersIn,
  commanderTax,
  controlsCommander,
  log,
  outcome,
  teamLife,
  zone,
  type CardData,
  type CardId,
  type GameState,
} from '../../src/engine'
import { recordCommanderCombatDamage } from '../../src/engine/rules/commander'
import { checkGameEnd } from '../../src/engine/rules/outcome'
import { act, legend, library, newGame, refusal } from '../fixtures/game'

/** A partner commander (702.124): the two below may lead one deck together. */
function partner(name: string, manaCost: string): CardData {
  return legend(name, { mana_cost: manaCost, oracle_text: 'Partner', keywords: ['Partner'] })
}

const X = partner('Xantcha Partner', '{2}{W}') // mana value 3
const Y = partner('Yennett Partner', '{2}{W}{W}') // mana value 4

function withPartners(startingLife?: number): { s: GameState; x: CardId; y: CardId } {
  const s = newGame({ commanders: { A1: [X, Y] }, ...(startingLife ? { startingLife } : {}) })
  const [x, y] = zone(s, 'A1', 'command')
  if (x === undefined || y === undefined) throw new Error('A1 should have two commanders')
  return { s, x, y }
}

/** Cast from the command zone, resolve onto the battlefield. */
function castAndResolve(s: GameState, id: CardId): GameState {
  return act(
    s,
    { type: 'commander/cast', player: 'A1', card: id },
    { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
  )
}

describe('S007: partner commanders start in the command zone; the library is 98', () => {
  it('puts both partners in the command zone and deals 7 of the 98, leaving 91', () => {
    const s = newGame({ commanders: { A1: [X, Y] }, libraries: { A1: library('A1', 98) } })
    const command = zone(s, 'A1', 'command')
    expect(command).toHaveLength(2)
    expect(command.map((id) => card(s, id).name)).toEqual(['Xantcha Partner', 'Yennett Partner'])
    expect(command.every((id) => card(s, id).isCommander)).toBe(true)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    expect(zone(s, 'A1', 'library')).toHaveLength(91)
    expect(Object.values(s.cards).filter((c) => c.owner === 'A1')).toHaveLength(100)
  })
})

describe('commander/cast and commander tax (903.8)', () => {
  it('S041: each partner has its own tax: X costs 3, then 5 after dying; Y first costs 4', () => {
    const { s: start, x, y } = withPartners()
    let s = start
    expect(commanderCost(s, x)).toBe(3)
    s = act(s, { type: 'commander/cast', player: 'A1', card: x })
    expect(card(s, x).zone).toBe('stack')
    expect(log(s).at(-1)?.text).toBe(
      'A1 cast Xantcha Partner from the command zone for {2}{W} (903.8).',
    )
    s = act(
      s,
      { type: 'card/move', player: 'A1', card: x, to: 'battlefield' },
      { type: 'card/move', player: 'A1', card: x, to: 'graveyard' },
      { type: 'card/move', player: 'A1', card: x, to: 'command' },
    )
    expect(commanderTax(s, x)).toBe(2)
    expect(commanderCost(s, x)).toBe(5)
    s = act(s, { type: 'commander/cast', player: 'A1', card: x })
    expect(log(s).at(-1)?.text).toBe(
      'A1 cast Xantcha Partner from the command zone for {2}{W} + {2} commander tax (903.8).',
    )
    expect(commanderTax(s, y)).toBe(0)
    expect(commanderCost(s, y)).toBe(4)
    s = act(s, { type: 'commander/cast', player: 'A1', card: y })
    expect(commanderTax(s, x)).toBe(4)
    expect(commanderTax(s, y)).toBe(2)
  })

  it('counts only casts from the command zone: a cast from hand is a move and adds no tax', () => {
    const { s: start, x } = withPartners()
    let s = start
    s = act(s, { type: 'card/move', player: 'A1', card: x, to: 'hand' })
    expect(refusal(s, { type: 'commander/cast', player: 'A1', card: x }).code).toBe('WRONG_ZONE')
    s = act(s, { type: 'card/move', player: 'A1', card: x, to: 'stack' })
    expect(commanderTax(s, x)).toBe(0)
    // A trip back to the command zone is not a cast either.
    s = act(s, { type: 'card/move', player: 'A1', card: x, to: 'command' })
    expect(commanderCost(s, x)).toBe(3)
  })

  it("refuses a card that isn't a commander, and a teammate's commander (810.5)", () => {
    const { s, x } = withPartners()
    const ordinary = zone(s, 'A1', 'hand')[0] ?? ''
    expect(refusal(s, { type: 'commander/cast', player: 'A1', card: ordinary }).code).toBe(
      'NOT_A_COMMANDER',
    )
    expect(refusal(s, { type: 'commander/cast', player: 'A2', card: x }).code).toBe(
      'NOT_YOUR_COMMANDER',
    )
    expect(s.commanderCasts).toEqual({})
  })
})

describe('commander status follows the card (903.3)', () => {
  it('stays a commander in every zone', () => {
    const { s: start, x } = withPartners()
    let s = start
    for (const to of ['stack', 'battlefield', 'graveyard', 'exile', 'library', 'hand'] as const) {
      s = act(s, { type: 'card/move', player: 'A1', card: x, to })
      expect(card(s, x).isCommander).toBe(true)
    }
  })

  it('S050: face down (no abilities) and then dead, X is still a commander with its tax and tallies', () => {
    const { s: start, x } = withPartners()
    let s = start
    s = castAndResolve(s, x)
    s = act(s, { type: 'card/turnFaceDown', player: 'A1', card: x })
    expect(card(s, x)).toMatchObject({
      isCommander: true,
      faceDown: true,
      name: '',
      oracleText: '',
    })
    s = recordCommanderCombatDamage(s, 'B1', x, 5)
    expect(commanderDamage(s, 'B1', x)).toBe(5)
    s = act(s, { type: 'card/move', player: 'A1', card: x, to: 'graveyard' })
    expect(card(s, x).isCommander).toBe(true)
    // The command-zone option is offered for the commanders in the graveyard (903.9a).
    expect(commandersIn(s, 'A1', 'graveyard')).toEqual([x])
    s = act(s, { type: 'card/move', player: 'A1', card: x, to: 'command' })
    expect(commanderCost(s, x)).toBe(5)
    expect(commanderDamage(s, 'B1', x)).toBe(5)
  })

  it('a copy of a commander is not a commander; a commander copying something still is', () => {
    const { s: start, x } = withPartners()
    let s = start
    s = castAndResolve(s, x)
    const bodyDouble = zone(s, 'B1', 'hand')[0] ?? ''
    s = act(
      s,
      { type: 'card/move', player: 'B1', card: bodyDouble, to: 'battlefield' },
      { type: 'card/becomeCopy', player: 'B1', card: bodyDouble, of: x },
      { type: 'token/createCopy', player: 'B1', of: x },
    )
    expect(card(s, bodyDouble)).toMatchObject({ name: 'Xantcha Partner', isCommander: false })
    const token = zone(s, 'B1', 'battlefield').find((id) => card(s, id).isToken) ?? ''
    expect(card(s, token)).toMatchObject({ name: 'Xantcha Partner', isCommander: false })
    // Cytoshape on the commander itself: it looks like the other creature, still a commander.
    s = act(s, { type: 'card/becomeCopy', player: 'A1', card: x, of: bodyDouble })
    expect(card(s, x).isCommander).toBe(true)
    expect(controlsCommander(s, 'A1')).toBe(true)
  })
})

describe('commander damage (903.10a, 702.124d)', () => {
  it('S044: partners are counted apart: 12 + 12 loses nothing; X reaching 21 ends the game', () => {
    const { s: start, x, y } = withPartners(80)
    let s = start
    s = recordCommanderCombatDamage(s, 'B1', x, 12)
    s = recordCommanderCombatDamage(s, 'B1', y, 12)
    s = checkGameEnd(s)
    expect(outcome(s).over).toBe(false)
    expect(commanderDamage(s, 'B1', x)).toBe(12)
    expect(commanderDamage(s, 'B1', y)).toBe(12)
    s = checkGameEnd(recordCommanderCombatDamage(s, 'B1', x, 9))
    expect(commanderDamage(s, 'B1', x)).toBe(21)
    expect(outcome(s)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'commanderDamage' })
    // The tally is not life: Team B's life total never moved.
    expect(teamLife(s, 'B')).toBe(80)
  })

  it('S044 through the grid: hand adjustments reach the same result', () => {
    const { s: start, x, y } = withPartners(80)
    let s = start
    const tally = (commander: CardId, amount: number) =>
      ({ type: 'commander/damage', player: 'A1', victim: 'B1', commander, amount }) as const
    s = act(s, tally(x, 12), tally(y, 12))
    expect(outcome(s).over).toBe(false)
    s = act(s, tally(x, 9))
    expect(outcome(s)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'commanderDamage' })
  })

  it('counts combat damage only from commanders', () => {
    const { s } = withPartners()
    const bear = zone(s, 'A1', 'hand')[0] ?? ''
    expect(recordCommanderCombatDamage(s, 'B1', bear, 5)).toBe(s)
  })

  it('a correction may be negative but never takes the tally below 0; whole numbers only', () => {
    const { s: start, x } = withPartners()
    let s = start
    s = act(s, { type: 'commander/damage', player: 'B1', victim: 'B1', commander: x, amount: 5 })
    s = act(s, { type: 'commander/damage', player: 'B1', victim: 'B1', commander: x, amount: -8 })
    expect(commanderDamage(s, 'B1', x)).toBe(0)
    const bad = { type: 'commander/damage', player: 'B1', victim: 'B1', commander: x } as const
    expect(refusal(s, { ...bad, amount: 1.5 }).code).toBe('BAD_NUMBER')
    const bear = zone(s, 'A1', 'hand')[0] ?? ''
    expect(refusal(s, { ...bad, commander: bear, amount: 3 }).code).toBe('NOT_A_COMMANDER')
  })
})

describe('"your commander" with two commanders (702.124e, 903.3d)', () => {
  it('S048: Command Beacon: A1 chooses X; X goes to hand and Y stays', () => {
    const { s: start, x, y } = withPartners()
    let s = start
    expect(commandersIn(s, 'A1', 'command')).toEqual([x, y])
    s = act(s, { type: 'card/move', player: 'A1', card: x, to: 'hand' })
    expect(commandersIn(s, 'A1', 'hand')).toEqual([x])
    expect(commandersIn(s, 'A1', 'command')).toEqual([y])
    expect(zone(s, 'A1', 'hand')).toContain(x)
  })

  it('S049: controlling either partner is controlling your commander', () => {
    const { s: start, x, y } = withPartners()
    let s = start
    expect(controlsCommander(s, 'A1')).toBe(false)
    s = castAndResolve(s, y)
    expect(card(s, x).zone).toBe('command')
    expect(controlsCommander(s, 'A1')).toBe(true)
    expect(controlsCommander(s, 'A2')).toBe(false)
    // A commander an opponent took control of is no longer one A1 controls.
    s = act(s, { type: 'card/move', player: 'B1', card: y, to: 'battlefield', zoneOwner: 'B1' })
    expect(controlsCommander(s, 'A1')).toBe(false)
    expect(controlsCommander(s, 'B1')).toBe(false)
  })

  it('a single commander works the same way', () => {
    const s = newGame({ commanders: { B2: [legend('Solo', { mana_cost: '{1}{B}' })] } })
    const [solo] = commandersIn(s, 'B2', 'command')
    expect(commanderCost(s, solo ?? '')).toBe(2)
    expect(card(s, zone(s, 'B2', 'hand')[0] ?? '').isCommander).toBe(false)
  })
})
