/**
 * The engine's vocabulary: identifiers, card data (Scryfall's field names), card instances and
 * the game state. Everything here is plain, serialisable data (saves are JSON of GameState).
 */
import type { Message } from './message'

export type TeamId = 'A' | 'B'
/** Chosen by the caller in GameSetup ('A1', 'A2', 'B1', 'B2' by convention). */
export type PlayerId = string
/** Assigned by createGame and token creation; stable for the whole game, never reused. */
export type CardId = string
export type Color = 'W' | 'U' | 'B' | 'R' | 'G'
export type ZoneName =
  'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'command' | 'stack'
/** The zones each player owns one of; battlefield and stack are shared. */
export type PlayerZoneName = 'library' | 'hand' | 'graveyard' | 'exile' | 'command'
export type Step =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'main1'
  | 'beginCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'combatDamage'
  | 'endCombat'
  | 'main2'
  | 'end'
  | 'cleanup'

export const STEPS: readonly Step[] = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
]

export const PLAYER_ZONES: readonly PlayerZoneName[] = [
  'library',
  'hand',
  'graveyard',
  'exile',
  'command',
]

// ---- card data: a subset of Scryfall's card object, with Scryfall's field names ----------

export interface CardFaceData {
  name: string
  /** '{2}{G}' */
  mana_cost?: string
  /** 'Creature — Human Werewolf' */
  type_line?: string
  oracle_text?: string
  power?: string
  toughness?: string
  loyalty?: string
  colors?: Color[]
  color_indicator?: Color[]
}

export interface CardData extends CardFaceData {
  /** 'normal' | 'transform' | 'modal_dfc' | 'meld' | 'token' | 'double_faced_token' | ... */
  layout?: string
  cmc?: number
  /** Computed from both faces when absent (903.4d). */
  color_identity?: Color[]
  /** e.g. ['Partner', 'Explore'] */
  keywords?: string[]
  /** Two entries for double-faced cards: [front, back]. */
  card_faces?: CardFaceData[]
}

// ---- card instances ------------------------------------------------------------------

/** A copy effect (707): the copiable values of what was copied, frozen when the copy began. */
export interface CopyEffect {
  /** The face that was up on the original: a copy takes only that face (707.8). */
  face: CardFaceData
  /** Name of the original, for "Clone — copying Gatstaf Howler". */
  sourceName: string
  /** A copy of a back face has mana value 0 (712.8e). */
  manaValue: number
  keywords: string[]
}

export interface Position {
  x: number
  y: number
}

export interface CardInstance {
  id: CardId
  /** The printed card. Never changes; what the rules see is computed from it (faces.ts). */
  data: CardData
  owner: PlayerId
  /** Equals owner outside the battlefield and stack. */
  controller: PlayerId
  zone: ZoneName
  isToken: boolean
  /**
   * A token that is double-faced: a token copy of a DFC (707.8a) or a double_faced_token.
   * Only these tokens can transform (701.27a).
   */
  isDoubleFacedToken: boolean
  /** Commander status belongs to the card and follows it through every zone (903.3). */
  isCommander: boolean
  faceUp: 'front' | 'back'
  faceDown: boolean
  tapped: boolean
  counters: Record<string, number>
  attachedTo: CardId | null
  /** Damage marked this turn; removed in cleanup (514.2). */
  damage: number
  copy: CopyEffect | null
  /** Turn number on which it came under its controller's control (summoning sickness, 302.6). */
  controlledSinceTurn: number
  /** Players who goaded it (701.15); cleared when the goader's team's next turn begins. */
  goadedBy: PlayerId[]
  /** "+N/+N until end of turn" style changes a player applied (712.18: they survive transform). */
  untilEndOfTurn: { power: number; toughness: number }
  /** Free position on the battlefield, in table units (0..1 of the player's area). */
  position: Position | null
  /** A card revealed in a hidden zone can be seen by everyone until it moves. */
  revealed: boolean
  /**
   * The team a revealed card was shown to that has yet to say it has seen it (card/revealSeen);
   * then the card is hidden again. Absent on a card that is not revealed.
   */
  revealPending?: TeamId
  /**
   * Who controlled it when it last left the battlefield: last known information (608.2h), for
   * an explore that resolves after its creature has gone (701.44c).
   */
  lastController?: PlayerId
}

// ---- players and teams ---------------------------------------------------------------

export type Restriction = 'cantGainLife' | 'cantLoseLife' | 'cantGetPoison' | 'preventAllDamage'

/** One event that happened to a player's life (810.9: events happen to individuals). */
export interface LifeEvent {
  seq: number
  turn: number
  player: PlayerId
  kind: 'damage' | 'loss' | 'gain' | 'payment'
  /** Positive amount; the team total moved by -amount (damage, loss, payment) or +amount (gain). */
  amount: number
  source?: CardId
  combat?: boolean
  /**
   * Damage dealt while the team can't lose life (119.3, 810.9h): dealt, so it counts as damage
   * dealt, but the total did not move.
   */
  noLoss?: boolean
}

export interface PlayerState {
  id: PlayerId
  name: string
  team: TeamId
  zones: Record<PlayerZoneName, CardId[]>
  restrictions: Record<Restriction, boolean>
  landsPlayedThisTurn: number
  /** "Play with the top card of your library revealed" (401.5): everyone sees it. */
  topRevealed?: boolean
  /** Set when the player tried to draw from an empty library (704.5b). */
  drewFromEmptyLibrary: boolean
  conceded: boolean
  /**
   * Played by DuoTable's bot (issue 39): who sits in the seat, not a rule. Public: everyone at
   * the table knows which seats a bot plays. Absent: a person.
   */
  bot?: true
}

export interface TeamState {
  id: TeamId
  name: string
  players: [PlayerId, PlayerId]
  /** The one shared life total (810.4). Never copied onto players. */
  life: number
  startingLife: number
  /** Shared poison counters (810.10). */
  poison: number
}

export interface TurnState {
  number: number
  activeTeam: TeamId
  step: Step
  /** Extra turns queued, next first (500.7, 805.8). */
  extraTurns: TeamId[]
  startingTeam: TeamId
  /**
   * While an extra turn is taken, the team whose regular turn comes back afterwards (500.7:
   * A's turn → B's extra turn → B's regular turn → A).
   */
  regularNext?: TeamId
}

export interface MulliganState {
  done: boolean
  round: number
  /** Declarations of this round; the starting team declares first (805.3a). */
  declared: Record<PlayerId, 'keep' | 'mulligan' | null>
  kept: Record<PlayerId, boolean>
  mulligans: Record<PlayerId, number>
  mustBottom: Record<PlayerId, number>
}

export interface Attack {
  attacker: CardId
  /**
   * The player, planeswalker or battle it attacks. Absent once that planeswalker or battle left
   * combat: the creature goes on attacking nothing (506.4c).
   */
  target?: PlayerId | CardId
  /** With no target: the player who defended it, still the defending player (508.5). */
  defender?: PlayerId
}
export interface Block {
  blocker: CardId
  attacker: CardId
}
export interface CombatState {
  attacks: Attack[]
  blocks: Block[]
  /** Blockers declared by each defender this combat. */
  blockersDeclared: PlayerId[]
  firstStrikeDone: boolean
  damageDone: boolean
  /** The active team declared its one combined attack this combat (508.1, 805.10b). */
  attackersDeclared?: boolean
  /** "Prevent all combat damage that would be dealt this turn" (615): protects everyone. */
  preventAll?: boolean
  /** Attackers whose blockers have all left combat: still blocked (509.1h). */
  blockedAlone?: CardId[]
  /** Damage splits chosen for the next damage step, per blocked attacker (510.1c–d). */
  assignments?: Record<CardId, DamageShare[]>
}

/** One part of a blocked attacker's damage: how much goes to one blocker or to its target. */
export interface DamageShare {
  to: CardId | PlayerId
  amount: number
}

/** A commander's owner may move it to the command zone instead (903.9); open until answered. */
export interface CommanderChoice {
  card: CardId
  owner: PlayerId
  zone: 'graveyard' | 'exile' | 'hand' | 'library'
}

/** A player's standing answer to 903.9: ask each time, always move it home, or never. */
export type CommanderReturnAnswer = 'ask' | 'always' | 'never'

export type LossReason = 'life' | 'poison' | 'commanderDamage' | 'emptyLibrary' | 'concede'

export interface Outcome {
  over: boolean
  winner?: TeamId
  loser?: TeamId
  reason?: LossReason
  /** Both teams lost at once (104.4a). */
  draw?: boolean
}

export interface LogEntry {
  seq: number
  /** Plain English words (the public surface's log()). */
  text: string
  /** The same words as a catalog message, for the interface's other languages. */
  message?: Message
  /** The rule the entry applies, when it explains one ('810.9e'). */
  rule?: string
  /**
   * Said to every player (a reveal, 701.20a): a view keeps its words even once the card named is
   * hidden again, since everyone has seen it.
   */
  public?: true
  /** In a room, the seat whose move wrote the line (signedLog.ts); the hot-seat table signs none. */
  by?: PlayerId
}

export interface GameState {
  /** The save format's version of this shape. */
  version: 1
  seed: number
  /** The seeded generator's state (xoroshiro128+), so shuffles are pure. */
  rng: number[]
  nextCardNumber: number
  seq: number
  teams: Record<TeamId, TeamState>
  players: Record<PlayerId, PlayerState>
  /** Seat order: A1, A2, B1, B2. teams.A.players[i] sits opposite teams.B.players[i]. */
  seats: PlayerId[]
  cards: Record<CardId, CardInstance>
  /** The shared battlefield, in the order permanents arrived. */
  battlefield: CardId[]
  /** The shared stack; [0] is the top. */
  stack: CardId[]
  turn: TurnState
  mulligan: MulliganState
  combat: CombatState
  /** Per player: this turn's life events (for "did you lose life this turn"). */
  lifeThisTurn: Record<PlayerId, LifeEvent[]>
  /** Every life event of the game, oldest first. */
  lifeHistory: LifeEvent[]
  /** Team life at the end of each turn, for the chart. */
  lifeByTurn: { turn: number; A: number; B: number }[]
  /** Casts from the command zone, per commander (903.8). Tax is derived from this. */
  commanderCasts: Record<CardId, number>
  /** Combat damage dealt to each player by each commander (903.10a). */
  commanderDamage: Record<PlayerId, Record<CardId, number>>
  outcome: Outcome
  /** Open 903.9 choices, oldest first (absent in saves from before #22: none). */
  commanderChoices?: CommanderChoice[]
  /** Each player's standing answer to 903.9 (absent: ask). */
  commanderReturn?: Record<PlayerId, CommanderReturnAnswer>
  /** The newest log lines (at most LOG_CHUNK), newest last. */
  log: LogEntry[]
  /**
   * Older log lines in full chunks, oldest first. Adding a line then copies at most one chunk,
   * never the whole game's log (history keeps every state, so copies add up).
   */
  logArchive: LogEntry[][]
}
