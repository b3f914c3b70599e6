/**
 * Saves that fit the schema and still make no sense (issue 27): a real save with one to three
 * edits a damaged disk or a hostile file could make — an owner nobody is, a seat taken twice,
 * another team's card in a hand, an attack on nothing, a number no game reaches. The load must
 * refuse each with a reason, or accept only a game the table can show: one that holds the
 * invariants of a single state, and that the rules can act on without throwing anything but a
 * refusal.
 */
import fc from 'fast-check'
import { RuleError, tryAction, type Action, type GameState } from '../../src/engine'
import { toSaveFile } from '../../src/shared/save/saveFile'
import { checkSave } from '../../src/shared/save/saveCheck'
import { packSave } from '../../src/shared/save/savePacking'
import { act, newGame } from '../fixtures/game'
import { sampleGame } from '../fixtures/sampleGame'
import type { InputTarget } from './inputsTargets'
import { checkLoadedState } from './invariants'
import { reservedKeyIn } from './reservedKeys'

type Edit = (game: GameState, pick: (n: number) => number) => void

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'command'] as const
const STRANGE_NUMBERS = [-1, 0, 1.5, 1e300, -1e300, 2 ** 53 + 2, Number.POSITIVE_INFINITY]

const at = <T>(items: readonly T[], pick: (n: number) => number): T =>
  items[pick(items.length)] as T

function someCard(g: GameState, pick: (n: number) => number): string {
  return at(Object.keys(g.cards), pick)
}

function somePlayer(g: GameState, pick: (n: number) => number): string {
  return at([...g.seats, 'Z9', '', '__proto__', 'constructor'], pick)
}

/** Each edit keeps the schema's shape: the load's sense check is what must catch it. */
const EDITS: Record<string, Edit> = {
  owner: (g, pick) => {
    const c = g.cards[someCard(g, pick)]
    if (c) c.owner = somePlayer(g, pick)
  },
  controller: (g, pick) => {
    const c = g.cards[someCard(g, pick)]
    if (c) c.controller = somePlayer(g, pick)
  },
  seat: (g, pick) => {
    g.seats[pick(4)] = somePlayer(g, pick)
  },
  seatsShuffled: (g, pick) => {
    const [a, b] = [pick(4), pick(4)]
    ;[g.seats[a], g.seats[b]] = [g.seats[b] as string, g.seats[a] as string]
  },
  teamMember: (g, pick) => {
    g.teams[at(['A', 'B'] as const, pick)].players[pick(2)] = somePlayer(g, pick)
  },
  playerTeam: (g, pick) => {
    const id = at(g.seats, pick)
    const p = Object.hasOwn(g.players, id) ? g.players[id] : undefined
    if (p) p.team = p.team === 'A' ? 'B' : 'A'
  },
  cardToOtherHand: (g, pick) => {
    const seated = (id: string) => (Object.hasOwn(g.players, id) ? g.players[id] : undefined)
    const from = seated(at(g.seats, pick))
    const to = seated(at(g.seats, pick))
    const id = from?.zones.hand.pop()
    if (id !== undefined) to?.zones.hand.push(id)
  },
  cardListedTwice: (g, pick) => {
    g.battlefield.push(someCard(g, pick))
  },
  cardUnlisted: (g, pick) => {
    const id = at(g.seats, pick)
    const p = Object.hasOwn(g.players, id) ? g.players[id] : undefined
    p?.zones[at(ZONES, pick)].pop()
  },
  zoneSays: (g, pick) => {
    const c = g.cards[someCard(g, pick)]
    if (c) c.zone = at([...ZONES, 'battlefield', 'stack'] as const, pick)
  },
  attack: (g, pick) => {
    g.combat.attacks.push({
      attacker: at([someCard(g, pick), 'ghost'], pick),
      target: somePlayer(g, pick),
    })
  },
  block: (g, pick) => {
    g.combat.blocks.push({
      blocker: someCard(g, pick),
      attacker: at(['ghost', someCard(g, pick)], pick),
    })
  },
  attached: (g, pick) => {
    const id = someCard(g, pick)
    const c = g.cards[id]
    if (c) c.attachedTo = at([id, 'ghost', someCard(g, pick)], pick)
  },
  stackTarget: (g, pick) => {
    g.stack.unshift(at(['ghost', someCard(g, pick)], pick))
  },
  number: (g, pick) => {
    const n = at(STRANGE_NUMBERS, pick)
    const c = g.cards[someCard(g, pick)]
    const spots: (() => void)[] = [
      () => (g.teams.A.life = n),
      () => (g.teams.B.poison = n),
      () => (g.turn.number = n),
      () => (g.nextCardNumber = n),
      () => c && (c.damage = n),
      () => c && (c.counters = { '+1/+1': n }),
      () => c && (c.position = { x: n, y: 0.5 }),
      () => (g.rng = [n, n]),
    ]
    at(spots, pick)()
  },
  commanderCounts: (g, pick) => {
    g.commanderCasts[at(['ghost', someCard(g, pick)], pick)] = pick(5)
    g.commanderDamage[somePlayer(g, pick)] = { [someCard(g, pick)]: pick(30) }
  },
  mulliganRecord: (g, pick) => {
    g.mulligan.mustBottom[somePlayer(g, pick)] = pick(8)
  },
  outcome: (g, pick) => {
    g.outcome = at(
      [
        { over: true },
        { over: false, winner: 'A' as const },
        { over: true, winner: 'A' as const, loser: 'A' as const, reason: 'life' as const },
      ],
      pick,
    )
  },
  /** A name every object already answers to, as an own key where names become keys (#36). */
  prototypeKey: (g, pick) => {
    const name = at(['__proto__', 'constructor', 'prototype'], pick)
    const c = g.cards[someCard(g, pick)]
    const line = g.log[0]
    const records: object[] = [
      c?.counters ?? {},
      (g.commanderReturn ??= {}),
      g.commanderDamage,
      g.mulligan.kept,
      g.lifeThisTurn,
      g.players,
      c?.data ?? {},
      line?.message ? (line.message.params ??= {}) : {},
    ]
    const value = at([1, 'x', true, { a: 1 }], pick)
    Object.defineProperty(at(records, pick), name, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    })
  },
  cardKey: (g, pick) => {
    const id = someCard(g, pick)
    const c = g.cards[id]
    if (c) c.id = `${id}x`
  },
}

const BASES: readonly (() => GameState)[] = [
  () => newGame(),
  () => act(newGame(), { type: 'life/lose', player: 'A1', amount: 3 }, { type: 'turn/end' }),
  () => sampleGame(11),
]

export interface NonsenseInput {
  base: number
  edits: { name: string; picks: number[] }[]
  /** Where the nonsense hides: the game, or a past state of its history. */
  inPast: boolean
  packed: boolean
}

function edited({ base, edits }: NonsenseInput): GameState {
  const game = structuredClone((BASES[base] ?? BASES[0])?.() as GameState)
  for (const { name, picks } of edits) {
    let i = 0
    const pick = (n: number) => (picks[i++ % picks.length] ?? 0) % Math.max(1, n)
    EDITS[name]?.(game, pick)
  }
  return game
}

/** What the table does first with a loaded game: acts on it. Only refusals may come back. */
function actOn(game: GameState): void {
  const card = Object.keys(game.cards)[0] ?? ''
  const actions: Action[] = [
    { type: 'turn/nextStep' },
    { type: 'library/draw', player: game.seats[0] ?? 'A1' },
    { type: 'card/tap', player: game.cards[card]?.controller ?? 'A1', card },
    { type: 'token/create', player: game.seats[1] ?? 'A2', data: { name: 'Soldier' } },
  ]
  for (const action of actions) {
    try {
      tryAction(game, action)
    } catch (error) {
      if (!(error instanceof RuleError)) throw error
    }
  }
}

export const nonsenseSaveTarget: InputTarget<NonsenseInput> = {
  name: 'schema-valid nonsense save (checkSave, checkState)',
  arb: fc.record({
    base: fc.nat({ max: BASES.length - 1 }),
    edits: fc.array(
      fc.record({
        name: fc.constantFrom(...Object.keys(EDITS)),
        picks: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    inPast: fc.boolean(),
    packed: fc.boolean(),
  }),
  check: (input) => {
    const bad = edited(input)
    const good = (BASES[input.base] ?? BASES[0])?.() as GameState
    const header = { gameId: 'g', revision: 1, writer: 't' }
    const file = input.inPast
      ? toSaveFile(good, [bad], [], header)
      : toSaveFile(bad, [], [], header)
    const raw = input.packed ? packSave(file) : (JSON.parse(JSON.stringify(file)) as unknown)
    const result = checkSave(raw)
    // Accepted, or salvaged from a refused save: what the load keeps must be sound.
    const kept = result.kind === 'ok' ? result.save : result.salvage?.save
    const reserved = reservedKeyIn(kept)
    if (reserved) throw new Error(`the load kept ${reserved}`)
    if (kept) soundStates([kept.game, ...kept.past])
    if (result.kind === 'rejected') {
      if (result.reason === '') throw new Error('refused with no reason')
      return 'refused'
    }
    return 'accepted'
  },
  show: (input) => JSON.stringify(input),
}

/** Every state must be one the table can show and the rules can act on. */
function soundStates(states: readonly GameState[]): void {
  for (const state of states) {
    try {
      checkLoadedState(state)
    } catch (error) {
      throw new Error(`accepted a save that makes no sense: ${String(error)}`, { cause: error })
    }
    actOn(state)
  }
}
