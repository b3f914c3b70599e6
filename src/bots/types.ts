/**
 * What a bot decides: one move, a few actions played together — the same actions a player's
 * table sends (tapping the lands that pay for a spell, then casting it). The runner plays them
 * one by one through the engine and stops at the first refusal.
 */
import type { Action, PlayerId, TeamId } from '../engine'

/** How a seat plays: the sparring partner, a team that does nothing, or random legal moves. */
export type BotPolicy = 'sparring' | 'idle' | 'random'

export interface BotMove {
  /** Played in order; each is an ordinary action, logged and undoable like any other. */
  actions: Action[]
  /** Why, in a few words (for the bots report and the tests; never shown as a rule). */
  why: string
}

/** What a bot is told besides its team's view. */
export interface BotContext {
  team: TeamId
  /** The seats of that team this bot plays: one (a person is the teammate) or both. */
  seats: readonly PlayerId[]
  /** Moves the engine refused in this very state: never proposed again (never looped on). */
  refused?: readonly BotMove[]
  /** The random policy's seed for this decision (any other policy ignores it). */
  seed?: number
}
