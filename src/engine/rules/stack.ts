/**
 * The stack's two outcomes, decided here rather than by the table: a spell resolves (608.3: a
 * permanent spell becomes a permanent under its controller; 608.2n: an instant or sorcery goes
 * to its owner's graveyard) or is countered (701.6a: to its owner's graveyard). Whether the
 * spell did anything else is for the players; where the card goes is the rules'.
 */
import type { ActionOf } from '../actions'
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CardId, GameState } from '../types'
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

export const stackHandlers: Handlers = {
  'stack/resolve': (s, a) => {
    const id = onStack(s, a)
    const c = getCard(s, id)
    const said = addLog(
      s,
      message('log.stack.resolves', { player: playerName(s, a.player), card: cardWord(s, id) }),
      '608.2',
    )
    if (resolvesOntoBattlefield(s, id)) {
      // 608.3: under the control of the spell's controller, with the face it had (712.13).
      return moveCard(said, c.controller, id, 'battlefield', { zoneOwner: c.controller })
    }
    return moveCard(said, c.controller, id, 'graveyard')
  },
  'stack/counter': (s, a) => {
    const id = onStack(s, a)
    const said = addLog(
      s,
      message('log.stack.countered', { player: playerName(s, a.player), card: cardWord(s, id) }),
      '701.6a',
    )
    return moveCard(said, getCard(s, id).controller, id, 'graveyard')
  },
}
