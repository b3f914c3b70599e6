/**
 * `/?scenario=late-game`: a deterministic late game built from the sample decks, for looking
 * at a full table and for benchmarks (docs/architecture.md: hooks for browser tests). Every change goes through the engine, so the
 * state is one the rules could reach.
 */
import {
  card,
  createGame,
  isCreatureType,
  isInstantOrSorcery,
  isLandType,
  players,
  tryAction,
  zone,
  type Action,
  type CardId,
  type GameState,
  type PlayerId,
} from '../engine'
import { loadSamplePool, sampleSetup, type SamplePool } from '../cards/sampleDecks'
import { DEFAULT_PLAYER_NAMES } from './playerNames'

export const LATE_GAME_SEED = 810_905
/** Permanents each player controls; four players make the table's 240 visible cards. */
export const PERMANENTS_EACH = 60
const LANDS_EACH = 26

export async function loadLateGame(): Promise<GameState> {
  return buildLateGame(await loadSamplePool())
}

export function buildLateGame(pool: SamplePool): GameState {
  let s = createGame(
    sampleSetup(pool, { names: DEFAULT_PLAYER_NAMES, seed: LATE_GAME_SEED, skipMulligans: true }),
  )
  const act = (action: Action): boolean => {
    const result = tryAction(s, action)
    if (result.ok) s = result.state
    return result.ok
  }

  // Turns pass first, so their untap steps do not undo the taps below.
  for (let i = 0; i < 8; i++) act({ type: 'turn/end' })

  for (const p of players(s)) {
    fillBattlefield(s, p, pool, act, () => s)
    const spells = zone(s, p, 'library').filter((id) => isSpell(s, id))
    for (const id of spells.slice(0, 6))
      act({ type: 'card/move', player: p, card: id, to: 'graveyard' })
    for (const id of zone(s, p, 'library').slice(0, 2)) {
      act({ type: 'card/move', player: p, card: id, to: 'exile' })
    }
  }
  for (const p of players(s)) decorate(p, act, () => s)

  act({ type: 'life/lose', player: 'A1', amount: 17 })
  act({ type: 'life/damage', player: 'A2', target: 'B1', amount: 12 })
  act({ type: 'life/damage', player: 'A1', target: 'B2', amount: 9 })
  act({ type: 'poison/add', player: 'B1', amount: 3 })
  return s
}

type Act = (action: Action) => boolean

function fillBattlefield(
  s: GameState,
  p: PlayerId,
  pool: SamplePool,
  act: Act,
  now: () => GameState,
): void {
  const candidates = zone(s, p, 'library')
  const lands = candidates.filter((id) => isLand(s, id)).slice(0, LANDS_EACH)
  const permanents = candidates.filter((id) => isNonlandPermanent(s, id))
  const chosen = [...lands, ...permanents].slice(0, PERMANENTS_EACH)
  const transformMode = transformSupported(s, p, chosen)
  let transformedHere = 0
  for (const id of chosen) {
    const dfc = card(now(), id).isDoubleFaced && !isLand(now(), id)
    const flip = dfc && transformedHere < 2
    if (flip) transformedHere++
    if (flip && transformMode === 'enter') {
      act({ type: 'card/move', player: p, card: id, to: 'battlefield', transformed: true })
      continue
    }
    act({ type: 'card/move', player: p, card: id, to: 'battlefield' })
    if (flip) act({ type: 'card/transform', player: p, card: id })
  }
  const missing = PERMANENTS_EACH - zone(now(), p, 'battlefield').length
  const token = pool.tokens.find((t) => isCreatureType(t.type_line ?? ''))
  if (missing > 0 && token) act({ type: 'token/create', player: p, data: token, count: missing })
}

/** Whether card/transform works in this engine; otherwise DFCs enter transformed (712.14a). */
function transformSupported(s: GameState, p: PlayerId, ids: CardId[]): 'action' | 'enter' {
  const dfc = ids.find((id) => card(s, id).isDoubleFaced)
  if (!dfc) return 'action'
  const moved = tryAction(s, { type: 'card/move', player: p, card: dfc, to: 'battlefield' })
  if (!moved.ok) return 'enter'
  return tryAction(moved.state, { type: 'card/transform', player: p, card: dfc }).ok
    ? 'action'
    : 'enter'
}

/** Some lands and creatures tapped, some creatures with +1/+1 counters. */
function decorate(p: PlayerId, act: Act, now: () => GameState): void {
  const permanents = zone(now(), p, 'battlefield')
  const lands = permanents.filter((id) => isLand(now(), id))
  const creatures = permanents.filter((id) => isCreatureType(card(now(), id).typeLine))
  lands.forEach((id, i) => {
    if (i % 3 === 0) act({ type: 'card/tap', player: p, card: id })
  })
  creatures.forEach((id, i) => {
    if (i % 4 === 1) act({ type: 'card/tap', player: p, card: id })
    if (i % 5 === 2)
      act({ type: 'card/counters', player: p, card: id, counter: '+1/+1', delta: 1 + (i % 3) })
  })
}

function isLand(s: GameState, id: CardId): boolean {
  return isLandType(card(s, id).typeLine)
}

function isSpell(s: GameState, id: CardId): boolean {
  return isInstantOrSorcery(card(s, id).typeLine)
}

function isNonlandPermanent(s: GameState, id: CardId): boolean {
  return !isLand(s, id) && !isSpell(s, id)
}
