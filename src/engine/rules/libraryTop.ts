/**
 * The top of a library: looking at the top N and sending each card somewhere (scry 701.22,
 * surveil 701.25, "look at the top N"), milling (701.17), playing with the top card revealed
 * (401.5), and revealing a whole hand (701.20). Cards put on top or on the bottom together go
 * in the order their owner chooses (401.4).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName, setPlayer, setZone } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import type { Handlers } from './handlers'
import { moveQuietly, printedName } from './libraryMoves'
import { setRevealed } from './reveal'

/** The kinds of look, and where each may send a card (701.22a, 701.25a). */
const MAY_SEND: Record<
  'scry' | 'surveil' | 'look',
  { bottom: boolean; graveyard: boolean; hand: boolean }
> = {
  scry: { bottom: true, graveyard: false, hand: false },
  surveil: { bottom: false, graveyard: true, hand: false },
  look: { bottom: true, graveyard: true, hand: true },
}

const RULE = { scry: '701.22a', surveil: '701.25a', look: '401.4' } as const
const REFUSED = { scry: 'top.not.scry', surveil: 'top.not.surveil', look: 'top.not.look' } as const
const LOGGED = { scry: 'log.top.scry', surveil: 'log.top.surveil', look: 'log.top.look' } as const

function names(s: GameState, ids: readonly CardId[]): string {
  return ids.map((id) => printedName(getCard(s, id))).join(', ')
}

export const libraryTopHandlers: Handlers = {
  'library/arrangeTop': (s, a) => {
    const library = getPlayer(s, a.player).zones.library
    const kind = MAY_SEND[a.kind]
    if (kind === undefined) refuse('BAD_ACTION', message('top.badKind', { kind: String(a.kind) }))
    const top = a.top
    const bottom = a.bottom ?? []
    const graveyard = a.graveyard ?? []
    const hand = a.hand ?? []
    if (
      (!kind.bottom && bottom.length > 0) ||
      (!kind.graveyard && graveyard.length > 0) ||
      (!kind.hand && hand.length > 0)
    )
      refuse('BAD_ACTION', message(REFUSED[a.kind]), RULE[a.kind])
    const looked = [...top, ...bottom, ...graveyard, ...hand]
    const count = looked.length
    if (count === 0) refuse('BAD_NUMBER', message('top.nothing'))
    // Every card named must be one of the top N, each once: the player looks at exactly those.
    const topN = new Set(library.slice(0, count))
    if (new Set(looked).size !== count || !looked.every((id) => topN.has(id)))
      refuse('NOT_ON_TOP', message('top.notTheTop', { count }), '401.4')
    const rest = library.slice(count)
    let next = setZone(s, a.player, 'library', [...top, ...rest, ...bottom])
    for (const id of graveyard) next = moveQuietly(next, a.player, id, 'graveyard')
    for (const id of hand) next = moveQuietly(next, a.player, id, 'hand')
    const params = {
      player: playerName(s, a.player),
      count,
      top: top.length,
      bottom: bottom.length,
      hand: hand.length,
      graveyard: graveyard.length === 0 ? message('top.noCards') : names(s, graveyard),
    }
    return addLog(next, message(LOGGED[a.kind], params), RULE[a.kind])
  },
  'library/mill': (s, a) => {
    if (!Number.isInteger(a.count) || a.count < 1 || a.count > 1000)
      refuse('BAD_NUMBER', message('top.badMill', { value: String(a.count) }))
    // 701.17b: with fewer cards than asked, every card is milled.
    const milled = getPlayer(s, a.player).zones.library.slice(0, a.count)
    let next = s
    for (const id of milled) next = moveQuietly(next, a.player, id, 'graveyard')
    const who = playerName(s, a.player)
    return milled.length === 0
      ? addLog(next, message('log.top.milledNothing', { player: who }), '701.17b')
      : addLog(
          next,
          message('log.top.milled', { player: who, count: milled.length, cards: names(s, milled) }),
          '701.17a',
        )
  },
  'library/topRevealed': (s, a) => {
    getPlayer(s, a.player)
    const next = setPlayer(s, a.player, { topRevealed: a.on === true })
    const who = playerName(s, a.player)
    return addLog(
      next,
      message(a.on ? 'log.top.revealedOn' : 'log.top.revealedOff', { player: who }),
      '401.5',
    )
  },
  'hand/reveal': (s, a) => {
    const hand = getPlayer(s, a.player).zones.hand
    let next = s
    // Shown to the other team until they say they have seen it (reveal.ts).
    for (const id of hand) next = setRevealed(next, id, a.player, a.revealed)
    const who = playerName(s, a.player)
    if (!a.revealed) return addLog(next, message('log.top.handHidden', { player: who }))
    return hand.length === 0
      ? addLog(next, message('log.top.handRevealedEmpty', { player: who }), '701.20a')
      : addLog(
          next,
          message('log.top.handRevealed', { player: who, cards: names(s, hand) }),
          '701.20a',
          'toAll',
        )
  },
}

/** Whether a player plays with the top card of their library revealed (401.5). */
export function playsWithTopRevealed(s: GameState, player: PlayerId): boolean {
  return getPlayer(s, player).topRevealed === true
}

/** Whether a card in a hidden zone has been revealed to everyone (until it moves). */
export function isRevealed(s: GameState, id: CardId): boolean {
  return getCard(s, id).revealed
}
