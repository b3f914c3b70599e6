import type { CardData, CardId, PlayerId, Position, Restriction, TeamId, ZoneName } from './types'

/** In every action, `player` is the player who performs it: the "you" of the card's text. */
export type Action =
  // mulligans (RULES.md: mulligans)
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
    }
  | { type: 'card/tap' | 'card/untap'; player: PlayerId; card: CardId }
  | { type: 'card/sacrifice'; player: PlayerId; card: CardId }
  | { type: 'card/counters'; player: PlayerId; card: CardId; counter: string; delta: number }
  | { type: 'card/transform'; player: PlayerId; card: CardId }
  | { type: 'card/turnFaceDown' | 'card/turnFaceUp'; player: PlayerId; card: CardId }
  | { type: 'card/becomeCopy'; player: PlayerId; card: CardId; of: CardId }
  | { type: 'card/endCopy'; player: PlayerId; card: CardId }
  | { type: 'card/attach'; player: PlayerId; card: CardId; to: CardId | null }
  | { type: 'card/goad'; player: PlayerId; card: CardId }
  | { type: 'card/pump'; player: PlayerId; card: CardId; power: number; toughness: number }
  | { type: 'card/damage'; player: PlayerId; card: CardId; amount: number }
  | { type: 'card/reveal'; player: PlayerId; card: CardId; revealed: boolean }
  | { type: 'token/create'; player: PlayerId; data: CardData; count?: number }
  | { type: 'token/createCopy'; player: PlayerId; of: CardId }
  | { type: 'library/draw'; player: PlayerId; count?: number }
  | { type: 'library/shuffle'; player: PlayerId }
  | { type: 'card/explore'; player: PlayerId; card: CardId; toGraveyard?: boolean }
  // commanders
  | { type: 'commander/cast'; player: PlayerId; card: CardId }
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
  | { type: 'player/restrict'; player: PlayerId; restriction: Restriction; on: boolean }
  | {
      type: 'effect/eachOpponent' | 'effect/eachPlayer'
      player: PlayerId
      effect: { kind: 'damage' | 'loseLife' | 'gainLife' | 'poison' | 'draw'; amount: number }
      source?: CardId
    }
  | { type: 'player/concede'; player: PlayerId }
  // turns
  | { type: 'turn/nextStep' }
  | { type: 'turn/end' }
  | {
      type: 'turn/extraTurn'
      /** The player the effect gives an extra turn; their team takes it (805.8). */
      player: PlayerId
      /** Everyone the same effect gives one: two teammates give their team only one (805.8). */
      players?: PlayerId[]
    }
  | { type: 'turn/landPlayed'; player: PlayerId; extraAllowed?: boolean }
  // combat
  | { type: 'combat/declareAttackers'; attacks: { attacker: CardId; target?: PlayerId | CardId }[] }
  | {
      type: 'combat/declareBlockers'
      player: PlayerId
      blocks: { blocker: CardId; attacker: CardId }[]
    }
  | { type: 'combat/damage' }
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
