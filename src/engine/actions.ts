import type {
  CardData,
  CardId,
  CommanderReturnAnswer,
  PlayerId,
  Position,
  Restriction,
  TeamId,
  ZoneName,
} from './types'

/** Where a card found in a library search goes (701.19). */
export type SearchDestination =
  | 'hand'
  | 'battlefield'
  | 'battlefieldTapped'
  | 'graveyard'
  | 'exile'
  | 'libraryTop'
  | 'libraryBottom'

/** Where an instant or sorcery (or a countered spell) leaves the stack for (608.2n, 701.6a). */
export type StackExit = 'graveyard' | 'exile' | 'hand'

/** In every action, `player` is the player who performs it: the "you" of the card's text. */
export type Action =
  // mulligans (docs/rules.md: mulligans)
  | { type: 'mulligan/decide'; player: PlayerId; choice: 'keep' | 'mulligan' }
  | { type: 'mulligan/bottom'; player: PlayerId; cards: CardId[] }
  // cards and zones
  | {
      type: 'card/move'
      player: PlayerId
      card: CardId
      to: ZoneName
      /** Whose zone; default the card's owner (battlefield: controller = player). */
      zoneOwner?: PlayerId
      /**
       * Position in an ordered zone; 0 = top of library; default top / end. On the battlefield:
       * the slot among the controller's permanents (the order of their rows).
       */
      index?: number
      faceDown?: boolean
      /** Where on the battlefield it lies (free table positions); null: back into the rows. */
      position?: Position | null
      /** Enter the battlefield back face up ("transformed", 712.14a). */
      transformed?: boolean
      /** Enter the battlefield as a copy of that permanent (Clone, 707.5, 614.1c). */
      asCopyOf?: CardId
      /** Playing a land beyond the first this turn: the player says an effect permits it (305.2). */
      extraLand?: boolean
      /**
       * Put there by an effect, not played (305.4): a land put onto the battlefield uses no land
       * drop and is never refused for the turn. Without it, a land from hand is played.
       */
      put?: boolean
      /** The face a modal DFC is played, cast or put with (712.12); default its front. */
      face?: 'front' | 'back'
    }
  | { type: 'card/tap' | 'card/untap'; player: PlayerId; card: CardId }
  | { type: 'card/sacrifice'; player: PlayerId; card: CardId }
  | { type: 'card/counters'; player: PlayerId; card: CardId; counter: string; delta: number }
  | { type: 'card/transform'; player: PlayerId; card: CardId }
  /**
   * Turns a modal DFC in hand, in the command zone or on the stack to the face its player means
   * to play or cast (712.12); in hand and the command zone the rules still see its front (712.8a).
   */
  | { type: 'card/chooseFace'; player: PlayerId; card: CardId; face: 'front' | 'back' }
  | { type: 'card/turnFaceDown' | 'card/turnFaceUp'; player: PlayerId; card: CardId }
  | { type: 'card/becomeCopy'; player: PlayerId; card: CardId; of: CardId }
  | { type: 'card/endCopy'; player: PlayerId; card: CardId }
  | { type: 'card/attach'; player: PlayerId; card: CardId; to: CardId | null }
  | { type: 'card/goad'; player: PlayerId; card: CardId }
  | { type: 'card/pump'; player: PlayerId; card: CardId; power: number; toughness: number }
  | { type: 'card/damage'; player: PlayerId; card: CardId; amount: number }
  /**
   * Reveal a card in a hand or library to everyone (701.20a), or hide it again. Revealed, it is
   * shown to the other team until one of its players says they have seen it (card/revealSeen).
   */
  | { type: 'card/reveal'; player: PlayerId; card: CardId; revealed: boolean }
  /**
   * A player of the team a card was revealed to has seen it: the card is hidden again (the log
   * keeps the line). Without `card`, every card revealed to that player's team.
   */
  | { type: 'card/revealSeen'; player: PlayerId; card?: CardId }
  /**
   * Casting a spell (601.2a): the card goes from its zone onto the top of the stack under the
   * caster's control. From a hand only its owner casts (810.5); a commander from the command
   * zone pays its tax (903.8); a modal DFC is cast with the face chosen (712.11b, 712.12). A land
   * is played, never cast (305.9). `card/move` to the stack is the same cast.
   */
  | { type: 'card/cast'; player: PlayerId; card: CardId; face?: 'front' | 'back' }
  | { type: 'token/create'; player: PlayerId; data: CardData; count?: number }
  | { type: 'token/createCopy'; player: PlayerId; of: CardId }
  | { type: 'library/draw'; player: PlayerId; count?: number }
  | { type: 'library/shuffle'; player: PlayerId }
  /**
   * Searching one's own library (701.19, 401.2): every card found goes where the effect says,
   * then the library is shuffled unless the effect says otherwise; one action, one undo step.
   */
  | {
      type: 'library/search'
      player: PlayerId
      found: { card: CardId; to: SearchDestination }[]
      /** The found cards are revealed as they go (named in the log even into a hand). */
      reveal?: boolean
      /** Default true: "then shuffle" (701.19, 701.20). */
      shuffle?: boolean
    }
  /**
   * Looking at the top cards of one's library and sending each somewhere (scry 701.22, surveil
   * 701.25, "look at the top N"): `top` and `bottom` in the order given, first = nearest the top.
   */
  | {
      type: 'library/arrangeTop'
      player: PlayerId
      kind: 'scry' | 'surveil' | 'look'
      top: CardId[]
      bottom?: CardId[]
      graveyard?: CardId[]
      hand?: CardId[]
    }
  /** Mill N (701.13): the top N cards into the graveyard, or all when fewer (701.13b). */
  | { type: 'library/mill'; player: PlayerId; count: number }
  /** "Play with the top card of your library revealed" (401.5), on or off. */
  | { type: 'library/topRevealed'; player: PlayerId; on: boolean }
  /** Reveal a whole hand to everyone (701.16a), or hide it again. */
  | { type: 'hand/reveal'; player: PlayerId; revealed: boolean }
  | { type: 'card/explore'; player: PlayerId; card: CardId; toGraveyard?: boolean }
  // the stack: the rules say where a resolving or countered spell goes (608.2n, 608.3, 701.6a)
  | {
      type: 'stack/resolve' | 'stack/counter'
      player: PlayerId
      card: CardId
      /**
       * Where the card goes instead of its owner's graveyard, when an effect says so: exile
       * (flashback 702.34a, rebound 702.88a, "exile it instead") or its owner's hand (buyback
       * 702.27a, Remand). A resolving permanent spell always becomes a permanent (608.3).
       */
      to?: StackExit
    }
  // commanders
  | { type: 'commander/cast'; player: PlayerId; card: CardId }
  /** The owner's answer to 903.9: move the commander to the command zone instead, or not. */
  | { type: 'commander/return'; player: PlayerId; card: CardId; home: boolean }
  /** A standing answer to 903.9 for that player's commanders, applied at once to open choices. */
  | { type: 'commander/returnPreference'; player: PlayerId; answer: CommanderReturnAnswer }
  | {
      type: 'commander/damage'
      player: PlayerId
      victim: PlayerId
      commander: CardId
      amount: number
    }
  // life, poison and players
  | {
      type: 'life/damage'
      player: PlayerId
      target: PlayerId
      amount: number
      source?: CardId
      combat?: boolean
    }
  | { type: 'life/lose' | 'life/gain'; player: PlayerId; amount: number }
  | { type: 'life/pay'; payments: { player: PlayerId; amount: number }[] }
  | { type: 'life/payHalf'; player: PlayerId; round: 'up' | 'down' }
  | { type: 'life/set'; player: PlayerId; value: number }
  | { type: 'life/setEach'; value: number; chosen: Record<TeamId, PlayerId> }
  | { type: 'life/double'; player: PlayerId }
  | { type: 'life/exchange'; a: PlayerId; b: PlayerId }
  | { type: 'life/redistribute'; player: PlayerId; totals: Record<PlayerId, number> }
  | { type: 'poison/add'; player: PlayerId; amount: number }
  | {
      type: 'player/restrict'
      player: PlayerId
      /** 'preventCombatDamage' is the old name of 'preventAllDamage' (it always covered all damage). */
      restriction: Restriction | 'preventCombatDamage'
      on: boolean
    }
  | {
      type: 'effect/eachOpponent' | 'effect/eachPlayer'
      player: PlayerId
      effect: { kind: 'damage' | 'loseLife' | 'gainLife' | 'poison' | 'draw'; amount: number }
      source?: CardId
    }
  | { type: 'player/concede'; player: PlayerId }
  // turns. `player`, when given, is who acts: only the active team moves the turn (805.4a).
  | { type: 'turn/nextStep'; player?: PlayerId }
  | { type: 'turn/end'; player?: PlayerId }
  | {
      type: 'turn/extraTurn'
      /** The player the effect gives an extra turn; their team takes it (805.8). */
      player: PlayerId
      /** Everyone the same effect gives one: two teammates give their team only one (805.8). */
      players?: PlayerId[]
    }
  | { type: 'turn/landPlayed'; player: PlayerId; extraAllowed?: boolean }
  // combat. `player`, when given, is who acts: the active team attacks and deals the damage,
  // the defending team blocks (805.10a); the forms without it are checked for the step alone.
  | {
      type: 'combat/declareAttackers'
      attacks: { attacker: CardId; target?: PlayerId | CardId }[]
      player?: PlayerId
    }
  | {
      type: 'combat/declareBlockers'
      player: PlayerId
      blocks: { blocker: CardId; attacker: CardId }[]
    }
  /**
   * "Attack" from the first main phase, the beginning of combat or declare attackers: the turn
   * goes to declare attackers, the attack is declared, and the turn moves on to blocks (507–509).
   */
  | {
      type: 'combat/attack'
      attacks: { attacker: CardId; target?: PlayerId | CardId }[]
      player?: PlayerId
    }
  /** The defending team's whole block at once: each blocker for its controller (805.10d, 810.5). */
  | {
      type: 'combat/declareTeamBlockers'
      blocks: { blocker: CardId; attacker: CardId }[]
      player?: PlayerId
    }
  | { type: 'combat/damage'; player?: PlayerId }
  /** "Prevent all combat damage that would be dealt this turn": a whole-table shield (615, S084). */
  | { type: 'combat/preventAll'; on: boolean }
  /**
   * How a blocked attacker splits its combat damage in this damage step (510.1c–d, 702.19b):
   * among its blockers, and with trample to what it attacks. Without it, the table's default
   * applies (lethal to each blocker in block order, the rest to the last, or trample's excess).
   */
  | {
      type: 'combat/assignDamage'
      player: PlayerId
      attacker: CardId
      assignment: { to: CardId | PlayerId; amount: number }[]
    }
  /**
   * A card from outside the game (the card search) put straight into a zone, the way
   * playtesters "find any card": a new non-token card owned by `player`.
   */
  | {
      type: 'card/conjure'
      player: PlayerId
      data: CardData
      to: ZoneName
      /** Position in an ordered zone; 0 = top of library; default top of library, else the end. */
      index?: number
    }

export type ActionType = Action['type']
/** The action of a given type. */
export type ActionOf<T extends ActionType> = Action extends infer A
  ? A extends { type: infer U }
    ? T extends U
      ? A
      : never
    : never
  : never
