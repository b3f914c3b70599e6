/**
 * One whole game played by bots on all four seats (issue 39), shared by the Vitest suite (a few
 * short games) and `npm run bots` (as many as asked): every accepted state is checked against
 * the engine invariants (tests/properties/invariants.ts), each bot decision is timed, and the
 * game ends in a win, or a draw at the turn limit. A game in which the awaited team's bots have
 * no move is "stalled" — a bug, reported as such.
 */
import {
  createGame,
  outcome,
  turn,
  type GameSetup,
  type GameState,
  type TeamId,
} from '../../src/engine'
import { checkMove, newMemory, nextBotTurn, noteRefusal, type BotSeats } from '../../src/bots'
import { checkInvariants, newLedger } from '../properties/invariants'

/** A game still going after this many turns (both teams' together) is a draw. */
export const TURN_LIMIT = 60
/** A safety net far above any real game: actions in one game. */
const ACTION_LIMIT = 20_000

export interface MatchOptions {
  seats: BotSeats
  turnLimit?: number
  /** Check every state against the invariants (the default); off for a quicker strength run. */
  invariants?: boolean
  /** The random policy's seed. */
  seed?: number
  /** Called with each decision's duration in ms (the CLI's CPU figures). */
  onDecision?: (ms: number) => void
  now?: () => number
}

export type MatchEnd = 'win' | 'bothLost' | 'turnLimit' | 'stalled' | 'actionLimit'

export interface MatchResult {
  end: MatchEnd
  winner: TeamId | null
  turns: number
  actions: number
  refusals: number
  /** The first invariant broken, if any. */
  invariantFailure: string | null
  /** Why a stalled game stalled: the step it stopped in. */
  stalledAt?: string
  final: GameState
}

export function playMatch(setup: GameSetup, opts: MatchOptions): MatchResult {
  const initial = createGame(setup)
  const limit = opts.turnLimit ?? TURN_LIMIT
  const memory = newMemory(opts.seed ?? 1)
  const ledger = newLedger()
  const now = opts.now ?? (() => performance.now())
  let state = initial
  let actions = 0
  let refusals = 0
  let invariantFailure: string | null = null
  const check = (s: GameState) => {
    if (opts.invariants === false || invariantFailure) return
    try {
      checkInvariants(initial, s, ledger)
    } catch (error) {
      invariantFailure = error instanceof Error ? error.message : String(error)
    }
  }
  check(state)
  const result = (end: MatchEnd, extra: Partial<MatchResult> = {}): MatchResult => ({
    end,
    winner: outcome(state).winner ?? null,
    turns: turn(state).number,
    actions,
    refusals,
    invariantFailure,
    final: state,
    ...extra,
  })
  for (;;) {
    if (outcome(state).over) return result(state.outcome.draw === true ? 'bothLost' : 'win')
    if (turn(state).number > limit) return result('turnLimit')
    if (actions > ACTION_LIMIT) return result('actionLimit')
    const started = now()
    const next = nextBotTurn(state, opts.seats, memory)
    opts.onDecision?.(now() - started)
    if (!next) {
      const t = turn(state)
      return result('stalled', { stalledAt: `turn ${t.number} ${t.activeTeam} ${t.step}` })
    }
    const checked = checkMove(state, next)
    if (!checked.ok) {
      refusals += 1
      noteRefusal(memory, state, next.move)
      continue
    }
    for (const s of checked.states) check(s)
    actions += checked.states.length
    state = checked.states.at(-1) ?? state
  }
}
