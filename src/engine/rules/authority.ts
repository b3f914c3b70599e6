/**
 * Who may take each action (810.5, 805.4a, 805.10a, 509.1): one row for every action type, in the
 * game's words, so the table, the game server and bots ask the same question and a new action
 * without a row does not compile.
 *
 * - 'self': the acting player's own cards and choices (their hand, library, mulligan, commander
 *   choice, conceding): the action's `player` is who acts and whose they are (810.5, 103.5,
 *   104.3a).
 * - 'activeTeam': moving the turn on, ending it, attacking and dealing combat damage — the
 *   active team's (805.4a, 805.10a, 506.2, 510.1).
 * - 'defendingTeam': blocks, the defending team's (509.1, 805.10d).
 * - 'reveals': showing cards only one player may see — their own to show (708.5, 701.20, 401.5).
 * - 'public': effects any player may carry out on anyone, in the open (damage, life, counters,
 *   destroying, tokens…): a free table, as players carry out effects the engine does not script.
 *
 * Whatever the row, an action that names a card in a hand or a library acts for its owner, who
 * alone may handle it (810.5, 401.2).
 */
import type { Action, ActionType } from '../actions'
import { AUTHORITY, type Authority } from './authorityTable'
import { RuleError } from '../errors'
import { message } from '../message'
import { getCard, playerName, teamOfPlayer } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { teamWord } from '../words'
import { awaitedBeforeStepEnds } from './stepEnd'

export { AUTHORITY, type Authority }

/** Actions whose `player` is not who acts: the effect names them (805.8: the extra turn's team). */
const NAMES_SOMEONE_ELSE: ReadonlySet<ActionType> = new Set<ActionType>(['turn/extraTurn'])

/** Actions that leave the current step: the game must not wait on a decision (704.3, 509.1). */
const LEAVES_STEP: ReadonlySet<ActionType> = new Set<ActionType>([
  'turn/nextStep',
  'turn/end',
  'combat/attack',
  'combat/declareTeamBlockers',
])

/** Actions allowed while the mulligan procedure runs (103.5). */
const DURING_MULLIGANS: ReadonlySet<ActionType> = new Set<ActionType>([
  'mulligan/decide',
  'mulligan/bottom',
  'player/concede',
])

/**
 * Why the game takes no action of this type now, from anyone: it is over (104), or the mulligans
 * run (103.5).
 */
export function gameClosedTo(s: GameState, type: ActionType): RuleError | null {
  if (s.outcome.over) return new RuleError('GAME_OVER', message('action.gameOver'), '104')
  if (!s.mulligan.done && !DURING_MULLIGANS.has(type)) {
    return new RuleError('MULLIGAN_IN_PROGRESS', message('action.mulligansFirst'), '103.5')
  }
  return null
}

export function authorityOf(type: ActionType): Authority {
  return AUTHORITY[type]
}

/** Who the action says acts, when it says so (the optional `player` of the turn's actions). */
export function actorOf(action: Action): PlayerId | undefined {
  if (NAMES_SOMEONE_ELSE.has(action.type) || !('player' in action)) return undefined
  return typeof action.player === 'string' ? action.player : undefined
}

/**
 * The player whose cards a 'reveals' action would show: the library's or hand's owner, or the
 * card's player (its controller on the battlefield or the stack, else its owner).
 */
export function revealer(s: GameState, action: Action): PlayerId | undefined {
  if (action.type === 'library/topRevealed' || action.type === 'hand/reveal') return action.player
  if (!('card' in action) || typeof action.card !== 'string') return undefined
  const c = Object.hasOwn(s.cards, action.card) ? s.cards[action.card] : undefined
  if (!c) return undefined
  return c.zone === 'battlefield' || c.zone === 'stack' ? c.controller : c.owner
}

/** Every card of the game the action names, wherever it names it (printed data names none). */
export function cardsNamed(s: GameState, action: Action): CardId[] {
  const ids: CardId[] = []
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (Object.hasOwn(s.cards, value)) ids.push(value)
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) if (key !== 'data') visit(inner)
    }
  }
  visit(action)
  return ids
}

/** The owner of a card the action names in a hand or a library that is none of `held`'s own. */
function hiddenOwner(
  s: GameState,
  held: readonly PlayerId[],
  action: Action,
): PlayerId | undefined {
  for (const id of cardsNamed(s, action)) {
    const c = getCard(s, id)
    if ((c.zone === 'hand' || c.zone === 'library') && !held.includes(c.owner)) return c.owner
  }
  return undefined
}

/** The team rows, for the player who acts: the active team's, or the defending team's. */
export function teamRefusal(s: GameState, player: PlayerId, action: Action): RuleError | null {
  const row = AUTHORITY[action.type]
  if (row !== 'activeTeam' && row !== 'defendingTeam') return null
  const active = s.turn.activeTeam
  const mine = teamOfPlayer(s, player)
  if (row === 'activeTeam' && mine !== active) {
    const words = { player: playerName(s, player), team: teamWord(s, active) }
    return new RuleError('NOT_YOUR_TURN', message('authority.notYourTurn', words), '805.4a')
  }
  if (row === 'defendingTeam' && mine === active) {
    const words = { player: playerName(s, player) }
    return new RuleError('NOT_DEFENDING', message('block.attackingTeam', words), '805.10a')
  }
  return null
}

/**
 * Why `player` may not take `action` now, as the rules decide who acts; null when they may. The
 * hot-seat table asks it for the team it is turned to, a bot for its own seat (the game server
 * asks actingSeat.ts, for the seats a device holds). It reads whether the game takes actions now (over, mulligans), the action's
 * row, the cards it names, and — for an action that leaves the step — whether the game still
 * waits on a decision (stepEnd.ts). It does not run the action: the action's own checks may still
 * refuse it (a tapped attacker, a second land).
 */
export function mayAct(s: GameState, player: PlayerId, action: Action): RuleError | null {
  if (!Object.hasOwn(s.players, player)) {
    return new RuleError('NO_SUCH_PLAYER', message('state.noSuchPlayer', { id: player }))
  }
  return heldRefusal(s, [player], player, action)
}

/**
 * The rows' answer for `player` acting, where `held` is every seat acting together with them —
 * the player alone at the table, or the seats one room device holds (one team's, actingSeat.ts):
 * what is one of theirs is theirs to handle.
 */
export function heldRefusal(
  s: GameState,
  held: readonly PlayerId[],
  player: PlayerId,
  action: Action,
): RuleError | null {
  const row = AUTHORITY[action.type]
  const closed = gameClosedTo(s, action.type)
  if (closed) return closed
  const team = teamRefusal(s, player, action)
  if (team) return team
  const own = row === 'self' ? actorOf(action) : row === 'reveals' ? revealer(s, action) : undefined
  if (own !== undefined && !held.includes(own)) {
    const words = { owner: playerName(s, own), player: playerName(s, player) }
    const key = row === 'reveals' ? 'authority.onlyRevealer' : 'authority.onlySelf'
    return new RuleError('NOT_YOURS', message(key, words), '810.5')
  }
  const hidden = hiddenOwner(s, held, action)
  if (hidden !== undefined) {
    const words = { owner: playerName(s, hidden) }
    return new RuleError('NOT_YOURS', message('authority.hiddenCards', words), '810.5')
  }
  return LEAVES_STEP.has(action.type) ? awaitedBeforeStepEnds(s, action.type) : null
}

/**
 * The check tryAction makes before any action: the team rows for the player the action says
 * acts (the old forms without `player` skip it), then, for an action that leaves the step, the
 * decision the game still waits on. The seat rows name whose the thing is, which the handlers
 * check (810.5); mayAct answers them for a seat.
 */
export function actionRefusal(s: GameState, action: Action): RuleError | null {
  const actor = actorOf(action)
  const team = actor === undefined ? null : teamRefusal(s, actor, action)
  if (team) return team
  return LEAVES_STEP.has(action.type) ? awaitedBeforeStepEnds(s, action.type) : null
}
