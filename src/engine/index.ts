/** The public surface of the rules core (../shared/CONTRACT.md). */
export type {
  Attack,
  Block,
  CardData,
  CardFaceData,
  CardId,
  CardInstance,
  Color,
  GameState,
  LogEntry,
  PlayerId,
  Position,
  Restriction,
  Step,
  TeamId,
  ZoneName,
} from './types'
export { STEPS } from './types'
export type { Action, ActionType, ActionOf } from './actions'
export type { GameSetup, PlayerSetup, TeamSetup } from './setup'
export { createGame, DEFAULT_STARTING_LIFE } from './setup'
export { applyAction, tryAction } from './reducer'
export { cardIdOf, cardNumber } from './cardIds'
export { RuleError } from './errors'
export type { Catalog, Message, MessageParam } from './message'
export { formatMessage, isMessage, message } from './message'
export { ENGINE_MESSAGES } from './messages'
/** A step trigger's reminder as a catalog message (the log line remindTriggers writes). */
export { triggerReminder } from './rules/steps'
/** Who could still block an attacker; whether any attacker could be blocked (509.1a, 805.10d). */
export { anyBlockPossible, possibleBlockersOf } from './rules/possibleBlocks'
export type { CardView } from './rules/faces'
export { manaValueOf, manaSymbols } from './mana'
export * from './selectors'
