/**
 * What every policy answers the same way, so the game never waits on a bot: its commanders'
 * 903.9 choices, cards revealed to its team (card/revealSeen), and its mulligans.
 */
import {
  card,
  isPermanentType,
  isPlayedAsLand,
  mulligan,
  mulliganFor,
  pendingChoices,
  revealsAwaiting,
  zone,
  type GameState,
  type PlayerId,
} from '../engine'
import { manaOfCard } from './mana'
import { bottomCards, keepHand, type HandCard } from './mulligan'
import type { BotContext, BotMove } from './types'

/**
 * 903.9: a commander put into a graveyard, exile or a library goes home (its owner wants it
 * back in the command zone); one put into a hand stays there, to be cast again without tax.
 */
export function* commanderChoices(view: GameState, ctx: BotContext): Generator<BotMove> {
  for (const choice of pendingChoices(view)) {
    if (!ctx.seats.includes(choice.owner)) continue
    const home = choice.zone !== 'hand'
    const answer = { type: 'commander/return', player: choice.owner, card: choice.card } as const
    yield { actions: [{ ...answer, home }], why: 'commander choice' }
    yield { actions: [{ ...answer, home: !home }], why: 'commander choice' }
  }
}

/** A card revealed to the bot's team: it has seen it (701.20a), so the reveal ends. */
export function* revealsSeen(view: GameState, ctx: BotContext): Generator<BotMove> {
  const seat = ctx.seats[0]
  if (seat !== undefined && revealsAwaiting(view, ctx.team).length > 0) {
    yield { actions: [{ type: 'card/revealSeen', player: seat }], why: 'seen the reveal' }
  }
}

/** The player's hand as the keep policy reads it. */
export function handCards(view: GameState, player: PlayerId): HandCard[] {
  return zone(view, player, 'hand').map((id) => {
    const c = card(view, id)
    const land = isPlayedAsLand(view, id)
    const ramp = !land && isPermanentType(c.typeLine) && manaOfCard(view, player, id).length > 0
    return { id, land, ramp, manaValue: c.manaValue }
  })
}

/**
 * The mulligans of the bot's seats (103.5, 805.3a): bottom what a kept hand owes, then declare
 * when the procedure reaches the seat. `keep` decides a hand (the idle team keeps them all).
 */
export function* mulliganMoves(
  view: GameState,
  ctx: BotContext,
  keep: (hand: HandCard[], keptSize: number) => boolean,
  bottom: (hand: HandCard[], count: number) => string[] = bottomCards,
): Generator<BotMove> {
  const m = mulligan(view)
  for (const p of ctx.seats) {
    const owed = m.mustBottom[p] ?? 0
    if (owed > 0) {
      const cards = bottom(handCards(view, p), owed)
      yield { actions: [{ type: 'mulligan/bottom', player: p, cards }], why: 'mulligan bottom' }
    }
  }
  for (const p of ctx.seats) {
    if (!m.deciding.includes(p)) continue
    const mine = mulliganFor(view, p)
    if (mine.kept || mine.declared !== null) continue
    const hand = handCards(view, p)
    const wants = !mine.mayMulligan || keep(hand, hand.length - mine.keepBottom)
    const decide = { type: 'mulligan/decide', player: p } as const
    yield { actions: [{ ...decide, choice: wants ? 'keep' : 'mulligan' }], why: 'mulligan' }
    yield { actions: [{ ...decide, choice: 'keep' }], why: 'mulligan' }
  }
}

export { keepHand }
