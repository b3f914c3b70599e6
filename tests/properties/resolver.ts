/**
 * Resolving a recipe's picks against the state it is replayed on: "the n-th battlefield card",
 * "its controller", or on purpose something that isn't there.
 */
import { card as cardViewOf, opponents, teammate } from '../../src/engine'
import type {
  ActionOf,
  ActionType,
  CardId,
  CardInstance,
  GameState,
  PlayerId,
} from '../../src/engine'
import type { PlayerState } from '../../src/engine/types'
import type { ActionRecipe, CardPick, CardSource, PlayerPick } from './arbitraries'

/**
 * Ids that name Object.prototype members. TODO(#9): engine bug — getCard/getPlayer in
 * src/engine/state.ts look ids up as s.cards[id] / s.players[id], so these find inherited
 * functions instead of nothing: most actions crash inside a rule (tryAction's BAD_ACTION
 * "malformed") and some are accepted (effect/eachOpponent by player 'constructor' damages team
 * A). Turn this on once lookups use Object.hasOwn.
 */
export const PROTOTYPE_IDS_REFUSED = true
const PROTOTYPE_IDS = PROTOTYPE_IDS_REFUSED ? ['toString', '__proto__', 'constructor'] : []

const MISSING_CARDS: CardId[] = ['c0', 't1', 'c99999', '', 'C1', ...PROTOTYPE_IDS]
const MISSING_PLAYERS: PlayerId[] = ['Z9', '', 'a1', 'A3', ...PROTOTYPE_IDS]

export function nth<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length]
}

export function cardsFrom(s: GameState, from: CardSource): CardId[] {
  const onBattlefield = (keep: (id: CardId) => boolean) => s.battlefield.filter(keep)
  switch (from) {
    case 'any':
    case 'missing':
      return Object.keys(s.cards)
    case 'battlefield':
      return s.battlefield
    case 'stack':
      return s.stack
    case 'token':
      return onBattlefield((id) => s.cards[id]?.isToken === true)
    case 'commander':
      return Object.keys(s.cards).filter((id) => s.cards[id]?.isCommander === true)
    case 'creature':
      return onBattlefield((id) => /\bCreature\b/.test(cardViewOf(s, id).typeLine))
    case 'doubleFaced':
      return onBattlefield((id) => (s.cards[id]?.data.card_faces?.length ?? 0) >= 2)
    case 'copy':
      return onBattlefield((id) => s.cards[id]?.copy != null)
    case 'tapped':
      return onBattlefield((id) => s.cards[id]?.tapped === true)
    case 'modal':
      // Where a modal DFC is turned to the face it will be played or cast with (712.12).
      return Object.keys(s.cards).filter((id) => {
        const c = s.cards[id]
        return c?.data.layout === 'modal_dfc' && ['hand', 'command', 'stack'].includes(c.zone)
      })
    default:
      return s.seats.flatMap((p) => s.players[p]?.zones[from] ?? [])
  }
}

/** Picks cards and players for one recipe; 'natural' and 'actor' are filled in per action. */
export class Resolver {
  constructor(
    readonly s: GameState,
    readonly r: ActionRecipe,
  ) {}

  card(pick: CardPick, natural: CardSource): CardId {
    if (pick.from === 'missing') return MISSING_CARDS[pick.n % MISSING_CARDS.length] ?? 'c0'
    const from = pick.from === 'natural' ? natural : pick.from
    return nth(cardsFrom(this.s, from), pick.n) ?? nth(Object.keys(this.s.cards), pick.n) ?? 'c0'
  }

  player(pick: PlayerPick, actor: PlayerId | undefined): PlayerId {
    if (pick.rel === 'missing') return MISSING_PLAYERS[pick.n % MISSING_PLAYERS.length] ?? 'Z9'
    if (pick.rel === 'actor' && actor !== undefined) return actor
    return nth(this.s.seats, pick.n) ?? 'A1'
  }

  seat(n: number): PlayerId {
    return nth(this.s.seats, n) ?? 'A1'
  }

  /** Own-property lookups: a recipe may name 'toString' on purpose. */
  cardOf(id: CardId): CardInstance | undefined {
    return Object.hasOwn(this.s.cards, id) ? this.s.cards[id] : undefined
  }

  playerOf(id: PlayerId): PlayerState | undefined {
    return Object.hasOwn(this.s.players, id) ? this.s.players[id] : undefined
  }

  /** The owner (or controller) of a card, when it exists; the acting player's usual choice. */
  ownerOf(id: CardId): PlayerId | undefined {
    return this.cardOf(id)?.owner
  }

  controllerOf(id: CardId): PlayerId | undefined {
    return this.cardOf(id)?.controller
  }

  opponentOf(p: PlayerId, n: number): PlayerId | undefined {
    return this.playerOf(p) ? nth(opponents(this.s, p), n) : undefined
  }

  teammateOf(p: PlayerId): PlayerId | undefined {
    return this.playerOf(p) ? teammate(this.s, p) : undefined
  }

  activePlayer(n: number): PlayerId {
    return nth(this.s.teams[this.s.turn.activeTeam].players, n) ?? this.seat(n)
  }

  bit(i: number): boolean {
    return (this.r.option & (1 << i)) !== 0
  }

  /** A card on the battlefield and its controller as "you": the common shape of card/* actions. */
  permanent(natural: CardSource = 'battlefield'): { player: PlayerId; card: CardId } {
    const card = this.card(this.r.card, natural)
    return { card, player: this.player(this.r.player, this.controllerOf(card)) }
  }

  /** A card in a zone of its owner's and that owner as "you": any card/* action on one card. */
  inZone(zone: CardSource): { player: PlayerId; card: CardId } {
    const card = this.card(this.r.card, zone)
    return { card, player: this.player(this.r.player, this.ownerOf(card)) }
  }

  signed(n: number): number {
    return this.r.flag ? n : -n
  }
}

/**
 * How a recipe becomes each action type in the current state. A type without one is not
 * generated (and shows 0 tries in the fuzz report); the engine property test asks for all.
 */
export type Builders = { [K in ActionType]?: (x: Resolver) => ActionOf<K> }
