/**
 * Searching one's own library (701.23; 401.2: a library is hidden, so only an effect lets its
 * owner look through it). The found cards go where the effect says; the rest of the library is
 * shuffled unless the effect says not to (701.24a). Cards found for "shuffle, then put it on
 * top" stay out of the shuffle (701.24b): they are placed after it. All of it is one action, so
 * one undo step takes the whole search back.
 */
import type { SearchDestination } from '../actions'
import { refuse } from '../errors'
import { message, type Message } from '../message'
import { shuffled } from '../rng'
import { addLog, getCard, getPlayer, playerName, setCard, setZone } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { aCard } from '../words'
import type { Handlers } from './handlers'
import { moveQuietly, printedName } from './libraryMoves'
import { concealShuffled } from './zones'

/** The log line of each destination (the catalog keys are spelled out for the catalog check). */
const FOUND_LINES: Record<SearchDestination, string> = {
  hand: 'log.search.to.hand',
  battlefield: 'log.search.to.battlefield',
  battlefieldTapped: 'log.search.to.battlefieldTapped',
  graveyard: 'log.search.to.graveyard',
  exile: 'log.search.to.exile',
  libraryTop: 'log.search.to.libraryTop',
  libraryBottom: 'log.search.to.libraryBottom',
}

/** What the log says of one found card: named only where everyone may see it (701.23e). */
function foundLine(
  s: GameState,
  player: PlayerId,
  id: CardId,
  to: SearchDestination,
  revealed: boolean,
): Message {
  const hidden = to === 'hand' || to === 'libraryTop' || to === 'libraryBottom'
  const card = hidden && !revealed ? aCard() : printedName(getCard(s, id))
  return message(FOUND_LINES[to], { player: playerName(s, player), card })
}

function checkFound(
  s: GameState,
  player: PlayerId,
  found: { card: CardId; to: SearchDestination }[],
) {
  if (!Array.isArray(found)) refuse('BAD_ACTION', message('search.badList'))
  const library = getPlayer(s, player).zones.library
  const seen = new Set<CardId>()
  for (const { card, to } of found) {
    if (!Object.hasOwn(FOUND_LINES, to))
      refuse('BAD_ZONE', message('search.badDestination', { to: String(to) }))
    if (seen.has(card)) refuse('BAD_ACTION', message('search.twice'))
    seen.add(card)
    // 701.23a: a search looks through one zone; here, the searching player's own library.
    if (!library.includes(card)) refuse('NOT_IN_LIBRARY', message('search.notInLibrary'), '701.23a')
  }
}

export const librarySearchHandlers: Handlers = {
  'library/search': (s, a) => {
    getPlayer(s, a.player)
    checkFound(s, a.player, a.found)
    const revealed = a.reveal === true
    const who = playerName(s, a.player)
    let next = addLog(s, message('log.search.searched', { player: who }), '701.23a')
    if (a.found.length === 0)
      next = addLog(next, message('log.search.foundNothing', { player: who }), '701.23b')
    const later: { card: CardId; to: SearchDestination }[] = []
    for (const { card, to } of a.found) {
      const line = foundLine(s, a.player, card, to, revealed)
      if (to === 'libraryTop' || to === 'libraryBottom') {
        later.push({ card, to })
        next = addLog(next, line)
        continue
      }
      const zoneTo = to === 'battlefieldTapped' ? 'battlefield' : to
      next = moveQuietly(next, a.player, card, zoneTo)
      if (to === 'battlefieldTapped') next = setCard(next, card, { tapped: true })
      next = addLog(next, line)
    }
    if (a.shuffle !== false) {
      // 701.24b: the cards bound for a place in the library are not part of the shuffle.
      const kept = new Set(later.map((f) => f.card))
      const rest = getPlayer(next, a.player).zones.library.filter((id) => !kept.has(id))
      const { items, rng } = shuffled(rest, next.rng)
      next = setZone({ ...next, rng }, a.player, 'library', [...later.map((f) => f.card), ...items])
      next = concealShuffled(next, items)
      next = addLog(next, message('log.zones.shuffled', { player: who }), '701.24a')
    }
    return placeInLibrary(next, a.player, later)
  },
}

/** "Put it on top" / "on the bottom": the library's order changes, nothing else (401.4). */
function placeInLibrary(
  s: GameState,
  player: PlayerId,
  placed: { card: CardId; to: SearchDestination }[],
): GameState {
  if (placed.length === 0) return s
  const ids = new Set(placed.map((f) => f.card))
  const rest = getPlayer(s, player).zones.library.filter((id) => !ids.has(id))
  const top = placed.filter((f) => f.to === 'libraryTop').map((f) => f.card)
  const bottom = placed.filter((f) => f.to === 'libraryBottom').map((f) => f.card)
  return setZone(s, player, 'library', [...top, ...rest, ...bottom])
}
