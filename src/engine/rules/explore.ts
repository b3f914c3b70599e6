/**
 * Explore (701.44): the exploring permanent's controller reveals the top card of their own
 * library — never the teammate's (810.5). A land goes to hand; otherwise the permanent gets a
 * +1/+1 counter and the card stays on top or goes to the graveyard.
 */
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { cardWord } from '../words'
import { changeCounters } from './counters'
import { cardView } from './faces'
import type { Handlers } from './handlers'
import { isLandType } from './typeLine'
import { moveCard } from './zones'

function putCounter(s: GameState, id: CardId): GameState {
  return addLog(
    changeCounters(s, id, '+1/+1', 1),
    message('log.explore.counter', { card: cardWord(s, id) }),
    '701.44a',
  )
}

/**
 * Who explores for the permanent: its controller, from their own library (701.44a, 810.5). One
 * that has left uses last known information: whoever controlled it last, even when that is not
 * its owner (701.44c).
 */
export function explorerOf(s: GameState, id: CardId): PlayerId {
  const c = getCard(s, id)
  return c.zone === 'battlefield' ? c.controller : (c.lastController ?? c.owner)
}

/**
 * The one choice an explore asks (701.44a): the revealed card, when it is not a land. A land goes
 * to hand and an empty library reveals nothing (701.44b): then null, nothing to ask. In the
 * library a DFC is its front face (712.8a).
 */
export function exploreChoice(s: GameState, id: CardId): { card: CardId; name: string } | null {
  const top = getPlayer(s, explorerOf(s, id)).zones.library[0]
  if (top === undefined) return null
  const revealed = cardView(s, top)
  return isLandType(revealed.typeLine) ? null : { card: top, name: revealed.name }
}

function explore(s: GameState, id: CardId, toGraveyard: boolean): GameState {
  const c = getCard(s, id)
  const stillThere = c.zone === 'battlefield'
  const explorer = explorerOf(s, id)
  const who = playerName(s, explorer)
  let next = addLog(
    s,
    stillThere
      ? message('log.explore.explores', { card: cardWord(s, id), player: who })
      : message('log.explore.exploresAfterLeaving', { card: cardWord(s, id), player: who }),
    stillThere ? '701.44a' : '701.44c',
  )
  const top = getPlayer(s, explorer).zones.library[0]
  if (top === undefined) {
    // 701.44b: nothing revealed is "not a land", so the counter comes; no draw, so no loss.
    next = addLog(next, message('log.explore.emptyLibrary', { player: who }), '701.44b')
    return stillThere ? putCounter(next, id) : next
  }
  // 712.8a: in the library a DFC is its front face, so only a land front face is a land.
  const revealed = cardView(s, top)
  const isLand = isLandType(revealed.typeLine)
  next = addLog(
    next,
    message('log.explore.revealed', { player: who, card: revealed.name }),
    '701.44a',
  )
  if (isLand) return moveCard(next, explorer, top, 'hand')
  if (stillThere) next = putCounter(next, id)
  if (!toGraveyard) {
    return addLog(
      next,
      message('log.explore.leftOnTop', { player: who, card: revealed.name }),
      '701.44a',
    )
  }
  return moveCard(next, explorer, top, 'graveyard')
}

export const exploreHandlers: Handlers = {
  'card/explore': (s, a) => {
    getPlayer(s, a.player)
    return explore(s, a.card, a.toGraveyard === true)
  },
}
