/**
 * The public surface of the rules core (docs/architecture.md: the one door): everything outside
 * src/engine imports from here and nothing deeper, by name, so what the engine promises is this
 * list and nothing else.
 */
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
  LifeEvent,
  LogEntry,
  PlayerId,
  Position,
  Restriction,
  Step,
  TeamId,
  ZoneName,
} from './types'
export { STEPS } from './types'
export type { Action, ActionType, ActionOf, SearchDestination, StackExit } from './actions'
export type { GameSetup, PlayerSetup, TeamSetup } from './setup'
export { createGame, DEFAULT_STARTING_LIFE } from './setup'
export { CARD_LIMITS, cardDataProblem } from './rules/cardLimits'
export { applyAction, tryAction } from './reducer'
export type { ActionResult } from './reducer'
export { cardIdOf, cardNumber } from './cardIds'
export { RuleError } from './errors'
export type { Catalog, Message, MessageParam } from './message'
export { formatMessage, isMessage, message, withDetail } from './message'
export { ENGINE_MESSAGES } from './messages'
/** A step trigger's reminder as a catalog message (the log line remindTriggers writes). */
export { triggerReminder } from './rules/steps'
/** Lands played this turn (305.2): whether a land play needs an "additional land" effect. */
export { landsPlayedThisTurn } from './rules/landDrop'
export { isRevealed, playsWithTopRevealed } from './rules/libraryTop'
/** Cards revealed to a team that it has yet to say it has seen (701.20a; card/revealSeen). */
export { revealsAwaiting } from './rules/reveal'
/** Whether a card would be played as a land rather than cast (305.9, 712.12). */
export { isPlayedAsLand } from './rules/cast'
/** Whether a spell on the stack becomes a permanent as it resolves (608.3), by its stack face. */
export { resolvesOntoBattlefield } from './rules/stack'
/** Who could still block an attacker; whether any attacker could be blocked (509.1a, 805.10d). */
export { anyBlockPossible, possibleBlockersOf } from './rules/possibleBlocks'
/**
 * The team the game waits on now, and why: a commander's owner while its 903.9 choice is open,
 * the defenders while blocks are owed (509.1, 805.10d), else the active team.
 */
export { awaitedDecision, decidingTeam } from './rules/decidingTeam'
export type { AwaitedDecision, Decision } from './rules/decidingTeam'
/**
 * Who may take each action (810.5, 805.4a, 805.10a, 509.1): AUTHORITY has one row per action
 * type ('self', 'activeTeam', 'defendingTeam', 'reveals', 'public'). `mayAct(state, player,
 * action)` is the RuleError that player would meet, or null: the table asks it for the team it is
 * turned to, the game server for a seat, a bot for itself. tryAction applies the team rows to the
 * `player` an action names, and refuses leaving a step while a decision is owed.
 */
export { AUTHORITY, actorOf, authorityOf, cardsNamed, mayAct } from './rules/authority'
export type { Authority } from './rules/authority'
/**
 * A room's questions (issue 35): as whom a device holding some seats of one team acts, if at all
 * (`actingSeat`, by the same table); which teams an action touches (`teamsTouched`); the lines
 * a move wrote, signed with its seat (`signLog`); the other team's cards going from one state to
 * another would put back into hiding (`hiddenAgain`, an undo's).
 */
export { actingSeat, type SeatDecision } from './rules/actingSeat'
export { teamsTouched } from './rules/actionReach'
export { signLog } from './signedLog'
export { hiddenAgain } from './hiddenAgain'
/** Whether the one attack is declared (805.10b); whether a defender's blocks are owed (509.1). */
export { attackDeclared, blocksOwedBy } from './rules/declarations'
export type { CardView } from './rules/faces'
export { manaValueOf, manaSymbols } from './mana'
/** The seeded shuffle every game uses (for the bots' opening-hand lab, issue 39). */
export { seedState, shuffled } from './rng'
export {
  attackRefusal,
  attackRefusalMessage,
  attackTargetOptions,
  battlefield,
  botSeats,
  canSee,
  card,
  choosesFace,
  combat,
  commanderCost,
  commanderDamage,
  commanders,
  commandersIn,
  commanderTax,
  controlsCommander,
  decidingPlayers,
  defaultAttackTarget,
  defendingPlayer,
  faceView,
  lifeChangesThisTurn,
  lifeEventsThisTurn,
  lifeHistory,
  log,
  logSince,
  modalBackFace,
  mulligan,
  mulliganFor,
  opponentOpposite,
  opponents,
  outcome,
  outcomeExplanation,
  outcomeExplanationMessage,
  players,
  possibleAttackers,
  possibleBlockers,
  stack,
  stepTriggerDetails,
  stepTriggers,
  summoningSick,
  teamLife,
  teammate,
  teamOf,
  teamPoison,
  turn,
  zone,
} from './selectors'
export type { StepTriggerDetail } from './selectors'
/** 21 combat damage from one commander to one player: that player's team loses (903.10a). */
export { COMMANDER_DAMAGE_TO_LOSE } from './rules/outcome'
/** Hidden information: the state as one team, a spectator or everybody may know it (810.5). */
export type { Viewer } from './view'
export { actionFromView, realCardId, seenBy, viewCardId, viewFor } from './view'
/** Whether a loaded game makes sense (issue 27); STATE_CHECKS is the list a new field extends. */
export { checkState, STATE_CHECKS, type StateCheck } from './checkState'
export { MAX_AMOUNT, MAX_COUNTER_NAME, MAX_TOTAL } from './limits'
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
