/**
 * Bringing a card from outside the game into a zone: the playtester's "find any card" that
 * Cockatrice and Moxfield offer. Not a rule of the game but a table tool, like moving a card by
 * hand: the card is a real card (not a token, 111.1), owned by the player who fetched it (108.3),
 * and a new object wherever it lands (400.7).
 */
import { cardIdOf } from '../cardIds'
import { refuse } from '../errors'
import { checkCardDataSize, checkRoomFor } from './cardLimits'
import { message, type Message } from '../message'
import { newCardInstance } from '../setup'
import { addLog, getPlayer, playerName, setZone } from '../state'
import type { CardData, CardInstance, GameState, ZoneName } from '../types'
import { aCard, type PlayerNamed } from '../words'
import { checkNewCards } from './amounts'
import type { Handlers } from './handlers'
import { refuseNonPermanentData } from './permanentsOnly'

const ZONES: readonly ZoneName[] = [
  'library',
  'hand',
  'battlefield',
  'graveyard',
  'exile',
  'command',
  'stack',
]

function checkCardData(data: CardData | undefined): asserts data is CardData {
  if (typeof data?.name !== 'string' || data.name.trim() === '')
    refuse('BAD_CARD', message('conjure.needsName'))
}

function insertAt(list: readonly string[], id: string, index: number): string[] {
  const at = Math.min(index, list.length)
  return [...list.slice(0, at), id, ...list.slice(at)]
}

/** The log line, one sentence per destination; hidden zones never name the card (hot-seat privacy). */
function conjured(to: ZoneName, index: number, libraryLength: number, put: PlayerNamed): Message {
  switch (to) {
    case 'battlefield':
      return message('log.conjure.toBattlefield', put)
    case 'stack':
      return message('log.conjure.toStack', put)
    case 'exile':
      return message('log.conjure.toExile', put)
    case 'library':
      if (index === 0) return message('log.conjure.toLibraryTop', put)
      return index >= libraryLength - 1
        ? message('log.conjure.toLibraryBottom', put)
        : message('log.conjure.intoLibrary', { ...put, position: index + 1 })
    case 'command':
      return message('log.conjure.toCommand', put)
    case 'hand':
      return message('log.conjure.toHand', put)
    case 'graveyard':
      return message('log.conjure.toGraveyard', put)
  }
}

export const conjureHandlers: Handlers = {
  'card/conjure': (s, a) => {
    const player = getPlayer(s, a.player)
    checkCardData(a.data)
    checkCardDataSize(a.data)
    checkRoomFor(s, 1, false)
    if (!ZONES.includes(a.to))
      refuse('BAD_ZONE', message('conjure.noSuchZone', { zone: String(a.to) }))
    if (a.index !== undefined && (!Number.isInteger(a.index) || a.index < 0)) {
      refuse('BAD_NUMBER', message('cards.badPosition', { value: a.index }))
    }
    if (a.to === 'battlefield') refuseNonPermanentData(a.data)
    checkNewCards(s, 1)
    const id = cardIdOf(s.nextCardNumber)
    const fresh: CardInstance = {
      ...newCardInstance(id, a.data, a.player, a.to),
      controlledSinceTurn: s.turn.number,
    }
    let next: GameState = {
      ...s,
      nextCardNumber: s.nextCardNumber + 1,
      cards: { ...s.cards, [id]: fresh },
    }
    let index = a.index ?? 0
    if (a.to === 'battlefield') {
      next = { ...next, battlefield: [...next.battlefield, id] }
    } else if (a.to === 'stack') {
      next = { ...next, stack: insertAt(next.stack, id, index) }
    } else {
      const zone = player.zones[a.to]
      // The top of a library is its start; every other zone grows at its end.
      index =
        a.index === undefined && a.to !== 'library' ? zone.length : Math.min(index, zone.length)
      next = setZone(next, a.player, a.to, insertAt(zone, id, index))
    }
    const name = a.data.card_faces?.[0]?.name ?? a.data.name
    const shown = a.to === 'hand' || a.to === 'library' ? aCard() : name
    const put = { player: playerName(s, a.player), card: shown }
    return addLog(next, conjured(a.to, index, player.zones.library.length + 1, put))
  },
}
