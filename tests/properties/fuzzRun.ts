/**
 * The engine property (issue 9), shared by the Vitest suite (a bounded, seeded slice) and
 * `npm run fuzz` (as many runs as it takes to reach N actions). One scenario is a sample-deck
 * game plus a list of action recipes; playing it checks, after every action, that:
 * - the invariants hold (invariants.ts);
 * - a refused action is a RuleError with an UPPER_SNAKE code, never a crash inside a rule;
 * - no action mutates an earlier state (every state and action is deep-frozen first, so a write
 *   throws, and tryAction would turn the throw into a "malformed" refusal we catch);
 * and at the end, that a replay with a JSON save/load halfway gives a deep-equal final state
 * (determinism, and saves that restore the whole game), and that the final state survives
 * JSON.stringify/parse unchanged.
 */
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import {
  applyAction,
  card,
  createGame,
  RuleError,
  tryAction,
  type Action,
  type ActionType,
  type GameState,
} from '../../src/engine'
import { sampleSetup } from '../fixtures/sampleGame'
import {
  ALL_ACTION_TYPES,
  buildAction,
  recipesArb,
  UNGENERATED_TYPES,
  type ActionRecipe,
} from './arbitraries'
import { checkInvariants, newLedger } from './invariants'

export interface Scenario {
  gameSeed: number
  skipMulligans: boolean
  /**
   * A game set for combat: creatures out and ready on both sides, and most recipes steered to
   * what combat waits for, so random play reaches blocks, splits and damage (issue 22).
   */
  combat?: boolean
  recipes: ActionRecipe[]
}

export function scenarioArb(maxActions: number): fc.Arbitrary<Scenario> {
  return fc.record({
    gameSeed: fc.integer({ min: 1, max: 0x7fffffff }),
    // Mostly straight into turn 1; sometimes through the mulligans first.
    skipMulligans: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    recipes: recipesArb(maxActions),
    combat: fc.oneof(
      { arbitrary: fc.constant(false), weight: 2 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
  })
}

export interface FuzzStats {
  sequences: number
  actions: number
  refused: number
  gamesEnded: number
  /** Every action type, tried or not: a type never generated shows 0 and 0. */
  byType: Record<ActionType, { ok: number; refused: number }>
  byCode: Record<string, number>
  /** Combats reached: accepted attacks and blocks that named at least one creature. */
  combat: { attacks: number; attackers: number; blocks: number; blockers: number }
}

export function newStats(): FuzzStats {
  return {
    sequences: 0,
    actions: 0,
    refused: 0,
    gamesEnded: 0,
    byType: Object.fromEntries(
      ALL_ACTION_TYPES.map((type) => [type, { ok: 0, refused: 0 }]),
    ) as FuzzStats['byType'],
    byCode: {},
    combat: { attacks: 0, attackers: 0, blocks: 0, blockers: 0 },
  }
}

/** Makes any later write to the value throw (ES modules run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  // Children first: a frozen object then always has a frozen subtree, so we can stop at one.
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return Object.freeze(value)
}

/** The first place two values differ, as a path, or undefined. `json`: absent = undefined. */
export function firstDifference(
  a: unknown,
  b: unknown,
  json = false,
  path = '$',
): string | undefined {
  if (Object.is(a, b)) return undefined
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path}: ${show(a)} vs ${show(b)}`
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const keys = (r: Record<string, unknown>) =>
    Object.keys(r).filter((k) => !json || r[k] !== undefined)
  const ka = keys(ra)
  const kb = keys(rb)
  const missing = ka.find((k) => !Object.hasOwn(rb, k) || (json && rb[k] === undefined))
  if (missing !== undefined) return `${path}.${missing}: ${show(ra[missing])} vs (absent)`
  const extra = kb.find((k) => !ka.includes(k))
  if (extra !== undefined) return `${path}.${extra}: (absent) vs ${show(rb[extra])}`
  for (const k of ka) {
    const d = firstDifference(ra[k], rb[k], json, `${path}.${k}`)
    if (d !== undefined) return d
  }
  return undefined
}

function show(v: unknown): string {
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v)
  if (Object.is(v, -0)) return '-0'
  return JSON.stringify(v) ?? String(v)
}

/** tryAction turns anything thrown that isn't a RuleError into this refusal: a crash. */
function crashOf(state: GameState, action: Action, error: RuleError): Error | undefined {
  if (error.code !== 'BAD_ACTION' || !error.message.startsWith('That action is malformed')) {
    return undefined
  }
  try {
    applyAction(state, action)
  } catch (e) {
    if (!(e instanceof RuleError)) return e instanceof Error ? e : new Error(String(e))
  }
  return undefined
}

/** A throw here is a bug in the generators under tests/properties, not in the engine. */
function buildStep(state: GameState, recipe: ActionRecipe, i: number, combat: boolean): Action {
  try {
    return buildAction(state, recipe, combat)
  } catch (e) {
    const why = e instanceof Error ? (e.stack ?? e.message) : String(e)
    throw new Error(`step ${i + 1}: the test's recipe builder failed (${recipe.type}): ${why}`, {
      cause: e,
    })
  }
}

export interface StepRecord {
  action: Action
  result: string
}

export interface PlayOptions {
  stats?: FuzzStats | undefined
  /** Every built action and what became of it, for printing a counterexample. */
  record?: StepRecord[] | undefined
  /** Save and load (JSON) the state just before this step. */
  saveLoadAt?: number | undefined
  /** Skip the per-step checks (a replay only needs the final state). */
  unchecked?: boolean
}

export function newGameFor(scenario: Scenario): GameState {
  if (scenario.combat) return readyForCombat(createGame(sampleSetup(scenario.gameSeed)))
  return createGame(sampleSetup(scenario.gameSeed, { skipMulligans: scenario.skipMulligans }))
}

/** Creatures each player puts onto the battlefield before a combat game starts. */
const CREATURES_EACH = 4

/**
 * Each player's first creatures from the library onto the battlefield, then a turn for each
 * team, so both sides' creatures can attack (302.6) and block when the recipes begin.
 */
function readyForCombat(start: GameState): GameState {
  let s = start
  for (const p of s.seats) {
    const creatures = (s.players[p]?.zones.library ?? [])
      .filter((id) => /\bCreature\b/.test(card(s, id).typeLine))
      .slice(0, CREATURES_EACH)
    for (const id of creatures)
      s = applyAction(s, { type: 'card/move', player: p, card: id, to: 'battlefield' })
  }
  return applyAction(applyAction(s, { type: 'turn/end' }), { type: 'turn/end' })
}

/** Plays a scenario, checking after every action; throws an Error naming the step on a violation. */
export function playScenario(scenario: Scenario, opts: PlayOptions = {}): GameState {
  const { stats, record } = opts
  const freeze = opts.unchecked ? <T>(v: T) => v : deepFreeze
  const initial = freeze(newGameFor(scenario))
  const ledger = newLedger()
  if (!opts.unchecked) checkInvariants(initial, initial, ledger)
  let state = initial
  scenario.recipes.forEach((recipe, i) => {
    if (i === opts.saveLoadAt) state = freeze(JSON.parse(JSON.stringify(state)) as GameState)
    const action = freeze(buildStep(state, recipe, i, scenario.combat === true))
    const at = `step ${i + 1} (${action.type})`
    const result = tryAction(state, action)
    const tally = stats ? (stats.byType[action.type] ??= { ok: 0, refused: 0 }) : undefined
    if (stats) stats.actions += 1
    if (!result.ok) {
      record?.push({ action, result: `refused ${result.error.code}` })
      const crash = crashOf(state, action, result.error)
      if (crash) {
        throw new Error(
          `${at}: the engine crashed instead of refusing: ${crash.stack ?? crash.message}`,
        )
      }
      if (!/^[A-Z][A-Z0-9_]*$/.test(result.error.code) || result.error.message === '') {
        throw new Error(`${at}: refusal with a bad code or no message: ${result.error.code}`)
      }
      if (stats && tally) {
        stats.refused += 1
        tally.refused += 1
        stats.byCode[result.error.code] = (stats.byCode[result.error.code] ?? 0) + 1
      }
      return
    }
    record?.push({ action, result: 'ok' })
    if (tally) tally.ok += 1
    if (stats) countCombat(stats, action)
    const next = freeze(result.state)
    if (!opts.unchecked) {
      try {
        checkInvariants(initial, next, ledger)
      } catch (e) {
        throw new Error(`${at}: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
      }
    }
    if (stats && next.outcome.over && !state.outcome.over) stats.gamesEnded += 1
    state = next
  })
  return state
}

function countCombat(stats: FuzzStats, action: Action): void {
  if (action.type === 'combat/declareAttackers' && action.attacks.length > 0) {
    stats.combat.attacks += 1
    stats.combat.attackers += action.attacks.length
  }
  if (action.type === 'combat/declareBlockers' && action.blocks.length > 0) {
    stats.combat.blocks += 1
    stats.combat.blockers += action.blocks.length
  }
}

/** The whole property for one scenario: per-step checks, then save/load and determinism. */
export function checkScenario(scenario: Scenario, stats?: FuzzStats): void {
  const final = playScenario(scenario, { stats })
  const saved = JSON.parse(JSON.stringify(final)) as unknown
  const lost = firstDifference(final, saved, true)
  if (lost !== undefined) throw new Error(`the final state changes through JSON (a save): ${lost}`)

  const half = Math.floor(scenario.recipes.length / 2)
  const replayed = playScenario(scenario, { saveLoadAt: half, unchecked: true })
  if (!isDeepStrictEqual(final, replayed)) {
    const plain = playScenario(scenario, { unchecked: true })
    const why = isDeepStrictEqual(final, plain)
      ? `saving and loading before step ${half + 1} changes how the game goes on`
      : 'replaying the same setup and actions gives a different game (not deterministic)'
    throw new Error(`${why}: ${firstDifference(final, replayed) ?? 'no visible difference'}`)
  }
  if (stats) stats.sequences += 1
}

export interface FuzzOptions {
  seed: number
  /** Length limit of one generated game. */
  maxActions: number
  /** Runs per fast-check batch; the batch seeds are batchSeed(seed, 0), batchSeed(seed, 1), … */
  runsPerBatch: number
  /** Stop once this many actions were tried (at the end of a batch); default one batch. */
  targetActions?: number
  /**
   * The batch to start at (default 0): replays a failure found late in a long run without the
   * hours before it, since batch n's games depend only on batchSeed(seed, n).
   */
  firstBatch?: number
  /** After each batch: the stats so far and the number of the batch just run. */
  onBatch?: (stats: FuzzStats, batch: number) => void
  /** Called on every try while a failure is shrunk: how far shrinking has come. */
  onShrink?: (progress: ShrinkProgress) => void
}

export interface ShrinkProgress {
  /** Smaller games replayed so far. */
  tries: number
  /** Of those, the ones that failed too: each is the new counterexample. */
  shrinks: number
  /** Actions in the smallest failing game found so far. */
  actions: number
  /** What the smallest failing game so far broke: readable while a long shrink goes on. */
  message: string
}

export interface FuzzFailure {
  message: string
  /** The fast-check seed and path of the batch that failed: replays the counterexample. */
  seed: number
  path: string | null
  numShrinks: number
  scenario: Scenario
  steps: StepRecord[]
}

export interface FuzzResult {
  stats: FuzzStats
  failure?: FuzzFailure
  batches: number
}

/**
 * The fast-check seed of a run's n-th batch: the run's seed itself first (so a failing batch
 * replays with `--seed <its seed>`), then steps of 2^32 / φ, so the runs of nearby seeds (1, 2,
 * 3…) play different games instead of the same batches shifted by one.
 */
export function batchSeed(seed: number, batch: number): number {
  return (seed + Math.imul(batch, 0x9e3779b1)) | 0
}

export function runFuzz(opts: FuzzOptions): FuzzResult {
  const stats = newStats()
  let failed = false
  const shrink: ShrinkProgress = { tries: 0, shrinks: 0, actions: 0, message: '' }
  const property = fc.property(scenarioArb(opts.maxActions), (scenario) => {
    const shrinking = failed
    try {
      // Shrinking replays many variants of a failing run: count only the runs before it.
      checkScenario(scenario, failed ? undefined : stats)
    } catch (e) {
      if (shrinking) shrink.shrinks += 1
      shrink.actions = scenario.recipes.length
      shrink.message = e instanceof Error ? e.message : String(e)
      failed = true
      throw e
    } finally {
      if (shrinking) shrink.tries += 1
      if (failed) opts.onShrink?.({ ...shrink })
    }
  })
  let batches = opts.firstBatch ?? 0
  for (;;) {
    const seed = batchSeed(opts.seed, batches)
    const details = fc.check(property, { seed, numRuns: opts.runsPerBatch })
    batches += 1
    if (details.failed && details.counterexample) {
      const [scenario] = details.counterexample
      const steps: StepRecord[] = []
      try {
        playScenario(scenario, { record: steps })
      } catch {
        // The error is the one reported; the steps up to it are what we wanted.
      }
      const error = details.errorInstance
      return {
        stats,
        batches,
        failure: {
          message: error instanceof Error ? error.message : String(error),
          seed,
          path: details.counterexamplePath,
          numShrinks: details.numShrinks,
          scenario,
          steps,
        },
      }
    }
    opts.onBatch?.(stats, batches - 1)
    if (stats.actions >= (opts.targetActions ?? 0)) return { stats, batches }
  }
}

/**
 * Tries and acceptances of every action type, as a Markdown table (bench/README.md keeps one).
 * A type accepted in fewer than 10 % of its tries is marked, one never generated says so.
 */
export function formatTypeTable(stats: FuzzStats): string {
  const rows = ALL_ACTION_TYPES.map((type) => {
    const { ok, refused } = stats.byType[type]
    const tried = ok + refused
    const share = tried === 0 ? 0 : (100 * ok) / tried
    const note = UNGENERATED_TYPES.includes(type)
      ? ' no generator'
      : tried === 0
        ? ' never tried'
        : share < 10
          ? ' below 10 %'
          : ''
    return `| \`${type}\` | ${tried} | ${ok} | ${share.toFixed(1)} %${note} |`
  })
  return ['| Action type | Tried | Accepted | Share accepted |', '|---|--:|--:|--:|', ...rows].join(
    '\n',
  )
}

/** JSON that keeps NaN, Infinity and -0 readable. */
export function readableJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v !== 'number') return v
      if (Number.isNaN(v) || !Number.isFinite(v)) return String(v)
      return Object.is(v, -0) ? '-0' : v
    },
    2,
  )
}

/** A failure as a reader needs it: what broke, then the shrunk game as actions. */
export function formatFailure(f: FuzzFailure, reproduce: string): string {
  const game = {
    gameSeed: f.scenario.gameSeed,
    skipMulligans: f.scenario.skipMulligans,
    combat: f.scenario.combat === true,
    actions: f.steps.map((s, i) => ({ step: i + 1, ...s.action, '=>': s.result })),
  }
  return [
    `Property failed (after ${f.numShrinks} shrinks): ${f.message}`,
    `Reproduce: ${reproduce} (fast-check seed ${f.seed}, path ${f.path ?? '-'})`,
    `Shrunk counterexample (sampleSetup(gameSeed) from tests/fixtures/sampleGame.ts, then):`,
    readableJson(game),
  ].join('\n')
}
