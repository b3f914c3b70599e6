/**
 * The stack's two outcomes, decided here rather than by the table: a spell resolves (608.3: a
 * permanent spell becomes a permanent under its controller; 608.2n: an instant or sorcery goes
 * to its owner's graveyard, or where an effect says instead: exile for flashback 702.34a and
 * rebound 702.88a, the hand for buyback 702.27a) or is countered (701.6a: to its owner's
 * graveyard, or exile or hand as the countering effect says). Whether the spell did anything
 * else is for the players; where the card goes is the rules'.
 */
import type { ActionOf, StackExit } from '../actions'
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { cardWord } from '../words'
import { cardView } from './faces'
import type { Handlers } from './handlers'
import { isPermanentType } from './typeLine'
import { moveCard } from './zones'

function onStack(s: GameState, a: ActionOf<'stack/resolve' | 'stack/counter'>): CardId {
  getPlayer(s, a.player)
  if (getCard(s, a.card).zone !== 'stack') {
    refuse('NOT_ON_STACK', message('stack.notOnStack', { card: cardWord(s, a.card) }), '405.1')
  }
  return a.card
}

/** Where a resolving spell goes: it is judged by the face it has on the stack (712.8c, 712.8f). */
export function resolvesOntoBattlefield(s: GameState, id: CardId): boolean {
  return isPermanentType(cardView(s, id).typeLine)
}

/**
 * Where a spell leaving the stack goes when it doesn't become a permanent: its owner's graveyard
 * (608.2n, 701.6a), or exile or its owner's hand when an effect says so instead.
 */
function leaveStack(s: GameState, by: PlayerId, id: CardId, to: StackExit | undefined): GameState {
  const exit = to ?? 'graveyard'
  if (exit !== 'graveyard' && exit !== 'exile' && exit !== 'hand') {
    refuse('BAD_ZONE', message('stack.badExit', { zone: String(exit) }))
  }
  return moveCard(s, by, id, exit)
}

export const stackHandlers: Handlers = {
  'stack/resolve': (s, a) => {
    const id = onStack(s, a)
    const c = getCard(s, id)
    const permanent = resolvesOntoBattlefield(s, id)
    if (permanent && a.to !== undefined && a.to !== 'graveyard') {
      refuse(
        'PERMANENT_SPELL',
        message('stack.permanentResolves', { card: cardWord(s, id) }),
        '608.3',
      )
    }
    const said = addLog(
      s,
      message('log.stack.resolves', { player: playerName(s, a.player), card: cardWord(s, id) }),
      '608.2',
    )
    if (permanent) {
      // 608.3: under the control of the spell's controller, with the face it had (712.13).
      return moveCard(said, c.controller, id, 'battlefield', { zoneOwner: c.controller })
    }
    return leaveStack(said, c.controller, id, a.to)
  },
  'stack/counter': (s, a) => {
    const id = onStack(s, a)
    const key =
      a.to === 'exile'
        ? 'log.stack.counteredToExile'
        : a.to === 'hand'
          ? 'log.stack.counteredToHand'
          : 'log.stack.countered'
    const said = addLog(
      s,
      message(key, { player: playerName(s, a.player), card: cardWord(s, id) }),
      '701.6a',
    )
    return leaveStack(said, getCard(s, id).controller, id, a.to)
  },
}
