/** The public surface of the rules core (../shared/CONTRACT.md). */
export type {
  Attack,
  Block,
  CardData,
  CardFaceData,
  CardId,
  CardInstance,
  Color,
  CommanderChoice,
  CommanderReturnAnswer,
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
export type { ActionResult } from './reducer'
export { cardIdOf, cardNumber } from './cardIds'
export { RuleError } from './errors'
export type { Catalog, Message, MessageParam } from './message'
export { formatMessage, isMessage, message } from './message'
export { ENGINE_MESSAGES } from './messages'
/** A step trigger's reminder as a catalog message (the log line remindTriggers writes). */
export { triggerReminder } from './rules/steps'
export type { CardView } from './rules/faces'
export { manaValueOf, manaSymbols } from './mana'
/** The one partner rule (702.124): the deck checks and game setup both ask it. */
export type { PartnerAbility } from './rules/partner'
export { canPartner, isBackground, isTimeLordDoctor, partnerAbilities } from './rules/partner'
/** Type lines and rules text read the rules' way (205, 207.2): nobody keeps a regex of their own. */
export {
  frontTypeLine,
  isCreatureType,
  isInstantOrSorcery,
  isLandType,
  isPermanentType,
  subtypes,
  typeLineHas,
} from './rules/typeLine'
export { allFaces, rulesTextLines, withoutReminderText } from './rules/cardText'
/** Whether one creature may block one attacker: evasion (509.1b, 702); menace is the whole block's. */
export { blockRestriction, canBlock, type BlockProblem } from './rules/evasion'
/** 903.9: the open command-zone choices (oldest first) and a player's standing answer. */
export { pendingChoices } from './rules/commanderChoices'
export { standingAnswer } from './rules/commanderReturn'
/** What an explore would reveal, and who reveals it (701.44a, 701.44c). */
export { exploreChoice, explorerOf } from './rules/explore'
export * from './selectors'
