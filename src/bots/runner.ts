/**
 * The bots' hands: the one place that holds the whole game on their behalf. It asks each bot
 * team for a move from that team's view only (viewFor), checks every action with the engine's
 * authority table for the bot's own seat (mayAct) and with tryAction, and either plays the whole
 * move or nothing. A refused move is remembered for that state, so the bot falls back to its next
 * choice and never asks again (issue 39). The store, the game server and `npm run bots` all use
 * it; only pacing differs.
 */
import {
  actorOf,
  awaitedDecision,
  botSeats,
  mayAct,
  mulligan,
  outcome,
  turn,
  teamOf,
  tryAction,
  viewFor,
  type Action,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../engine'
import { decide } from './decide'
import type { BotMove, BotPolicy } from './types'

/** Which seats bots play, and how. */
export type BotSeats = Partial<Record<PlayerId, BotPolicy>>

/** The seats a game says DuoTable plays, all as the sparring partner. */
export function sparringSeats(state: GameState): BotSeats {
  return Object.fromEntries(botSeats(state).map((p) => [p, 'sparring' as const]))
}

/** One team's move, with the seats that make it. */
export interface BotTurn {
  team: TeamId
  seats: PlayerId[]
  policy: BotPolicy
  move: BotMove
}

/** What the runner remembers between decisions: refusals in the current state, a decision count. */
export interface BotMemory {
  state: GameState | null
  refused: BotMove[]
  decisions: number
  /** The random policy's seed. */
  seed: number
}

export function newMemory(seed = 1): BotMemory {
  return { state: null, refused: [], decisions: 0, seed }
}

/** Team order: the team the game waits on first (its blocks, its turn, a 903.9 choice). */
function teamsInOrder(state: GameState): TeamId[] {
  const first = mulligan(state).done ? awaitedDecision(state).team : turn(state).activeTeam
  return first === 'A' ? ['A', 'B'] : ['B', 'A']
}

/** The groups of seats one team's bots play, one group per policy. */
function groups(state: GameState, seats: BotSeats, team: TeamId) {
  const found = new Map<BotPolicy, PlayerId[]>()
  for (const p of state.seats) {
    const policy = seats[p]
    if (policy === undefined || teamOf(state, p) !== team) continue
    found.set(policy, [...(found.get(policy) ?? []), p])
  }
  return [...found.entries()]
}

/** The next bot move in this game, or null when no bot has one now. */
export function nextBotTurn(state: GameState, seats: BotSeats, memory: BotMemory): BotTurn | null {
  if (outcome(state).over) return null
  if (memory.state !== state) {
    memory.state = state
    memory.refused = []
  }
  for (const team of teamsInOrder(state)) {
    const bots = groups(state, seats, team)
    if (bots.length === 0) continue
    const view = viewFor(state, { team })
    for (const [policy, mine] of bots) {
      memory.decisions += 1
      const ctx = {
        team,
        seats: mine,
        refused: memory.refused,
        seed: memory.seed + memory.decisions,
      }
      const move = decide(policy, view, ctx)
      if (move) return { team, seats: mine, policy, move }
    }
  }
  return null
}

/** The bot seat an action is taken by: the seat it names, if the bot plays it, else its first. */
export function actingSeat(turn: BotTurn, action: Action): PlayerId {
  const named = actorOf(action) ?? ('player' in action ? action.player : undefined)
  return typeof named === 'string' && turn.seats.includes(named) ? named : (turn.seats[0] ?? '')
}

export type MoveCheck =
  { ok: true; states: GameState[] } | { ok: false; action: Action; code: string; message: string }

/**
 * Plays the move on the whole game, action by action, without keeping anything: each must pass
 * the authority table for the bot's own seat and the rules. The states after each action, or the
 * first refusal.
 */
export function checkMove(state: GameState, turn: BotTurn): MoveCheck {
  const states: GameState[] = []
  let s = state
  for (const action of turn.move.actions) {
    const refusal = mayAct(s, actingSeat(turn, action), action)
    if (refusal) return { ok: false, action, code: refusal.code, message: refusal.message }
    const result = tryAction(s, action)
    if (!result.ok) {
      return { ok: false, action, code: result.error.code, message: result.error.message }
    }
    s = result.state
    states.push(s)
  }
  return { ok: true, states }
}

/** Notes a refused move: the bot will not be offered it again in this state. */
export function noteRefusal(memory: BotMemory, state: GameState, move: BotMove): void {
  if (memory.state !== state) {
    memory.state = state
    memory.refused = []
  }
  memory.refused.push(move)
}
