/**
 * The London mulligan in Two-Headed Giant (103.5, 103.5c, 103.5d, 805.3a): the starting team's
 * players declare, then the other team's; once every player still mulliganing has declared, all
 * mulligans happen at once; each mulliganing player bottoms N cards, N being their mulligans so
 * far minus the free first one (103.5c, 800.6). Rounds repeat until everyone has kept.
 */
import { refuse } from '../errors'
import { decidingPlayers } from '../selectors'
import { addLog, getPlayer, playerName, setZone } from '../state'
import type { CardId, GameState, MulliganState, PlayerId } from '../types'
import type { Handlers } from './handlers'
import { OPENING_HAND } from '../setup'
import { drawCards, shuffleLibrary } from './zones'

/** Cards put on the bottom after a player's next mulligan: the first one is free (103.5c). */
export function nextBottomCount(m: MulliganState, p: PlayerId): number {
  return m.mulligans[p] ?? 0
}

function withMulligan(s: GameState, patch: Partial<MulliganState>): GameState {
  return { ...s, mulligan: { ...s.mulligan, ...patch } }
}

function names(s: GameState, ps: PlayerId[]): string {
  return ps.map((p) => playerName(s, p)).join(' and ')
}

function checkMayDeclare(s: GameState, p: PlayerId): void {
  const m = s.mulligan
  if (m.kept[p]) {
    refuse(
      'ALREADY_KEPT',
      `${playerName(s, p)} has kept their hand and can't mulligan again (103.5).`,
      '103.5',
    )
  }
  const waiting = s.seats.filter((q) => (m.mustBottom[q] ?? 0) > 0)
  if (waiting.length > 0) {
    refuse(
      'NOT_DECIDING',
      `Wait until ${names(s, waiting)} put${waiting.length === 1 ? 's' : ''} cards on the bottom; then the next mulligan round begins (103.5).`,
      '103.5',
    )
  }
  if (m.declared[p] != null) {
    refuse(
      'ALREADY_DECLARED',
      `${playerName(s, p)} has already declared this round (103.5).`,
      '103.5',
    )
  }
  const deciding = decidingPlayers(s)
  if (!deciding.includes(p)) {
    refuse(
      'NOT_DECIDING',
      `It's not ${playerName(s, p)}'s turn to declare: ${names(s, deciding)} declare${deciding.length === 1 ? 's' : ''} now. The starting team declares first, then the other team (805.3a).`,
      '805.3a',
    )
  }
}

/** Everyone still mulliganing has declared (805.3a). */
function roundDeclared(s: GameState): boolean {
  const m = s.mulligan
  return s.seats.every((p) => m.kept[p] === true || m.declared[p] != null)
}

/** Hand cards go under the library in the order given: the last one ends up at the very bottom. */
function handToBottom(s: GameState, p: PlayerId, ids: CardId[]): GameState {
  const { hand, library } = getPlayer(s, p).zones
  let next = setZone(
    s,
    p,
    'hand',
    hand.filter((id) => !ids.includes(id)),
  )
  next = setZone(next, p, 'library', [...library, ...ids])
  const cards = { ...next.cards }
  for (const id of ids) {
    const c = cards[id]
    if (c) cards[id] = { ...c, zone: 'library', revealed: false }
  }
  return { ...next, cards }
}

/** Shuffle the hand in, draw a fresh seven, owe N to the bottom (103.5). */
function takeMulligan(s: GameState, p: PlayerId): GameState {
  let next = handToBottom(s, p, getPlayer(s, p).zones.hand)
  next = shuffleLibrary(next, p)
  next = drawCards(next, p, OPENING_HAND)
  const taken = (next.mulligan.mulligans[p] ?? 0) + 1
  const bottom = nextBottomCount(next.mulligan, p)
  next = withMulligan(next, {
    mulligans: { ...next.mulligan.mulligans, [p]: taken },
    mustBottom: { ...next.mulligan.mustBottom, [p]: bottom },
  })
  const owed =
    bottom === 0
      ? 'the first mulligan is free, so nothing goes to the bottom (103.5c)'
      : `puts ${bottom} card${bottom === 1 ? '' : 's'} on the bottom (103.5)`
  return addLog(
    next,
    `${playerName(s, p)} took mulligan ${taken}: shuffled, drew ${OPENING_HAND}, ${owed}.`,
    '103.5',
  )
}

/** All declared mulligans happen at the same moment (805.3a). */
function carryOutRound(s: GameState): GameState {
  const m = s.mulligan
  const mulliganing = s.seats.filter((p) => m.declared[p] === 'mulligan')
  let next = s
  if (mulliganing.length > 0) {
    next = addLog(
      next,
      `Everyone has declared: ${names(s, mulliganing)} mulligan${mulliganing.length === 1 ? 's' : ''} now, all at once (805.3a).`,
      '805.3a',
    )
  }
  for (const p of mulliganing) next = takeMulligan(next, p)
  return afterBottoms(next)
}

/** When nobody owes cards to the bottom: the next round, or the end of mulligans. */
function afterBottoms(s: GameState): GameState {
  const m = s.mulligan
  if (s.seats.some((p) => (m.mustBottom[p] ?? 0) > 0)) return s
  const open = s.seats.filter((p) => !m.kept[p])
  if (open.length === 0) {
    const team = s.turn.startingTeam
    const done = withMulligan(s, { done: true })
    return addLog(
      done,
      `Everyone has kept. Turn 1 begins: ${s.teams[team].name} starts and skips its first draw (103.8b, 810.6).`,
      '103.8b',
    )
  }
  const declared = { ...m.declared }
  for (const p of open) declared[p] = null
  const round = m.round + 1
  const next = withMulligan(s, { declared, round })
  return addLog(next, `Mulligan round ${round}: ${names(s, open)} declare again (103.5).`, '103.5')
}

export const mulliganHandlers: Handlers = {
  'mulligan/decide': (s, a) => {
    getPlayer(s, a.player)
    if (s.mulligan.done)
      refuse('MULLIGANS_OVER', 'Everyone has kept: the mulligans are over (103.5).', '103.5')
    if (a.choice !== 'keep' && a.choice !== 'mulligan') {
      refuse('BAD_CHOICE', 'Declare either keep or mulligan (103.5).', '103.5')
    }
    checkMayDeclare(s, a.player)
    const m = s.mulligan
    if (a.choice === 'mulligan' && nextBottomCount(m, a.player) >= OPENING_HAND) {
      refuse(
        'NO_MORE_MULLIGANS',
        `${playerName(s, a.player)} can't mulligan again: the hand would be 0 cards, so they must keep (103.5).`,
        '103.5',
      )
    }
    let next = withMulligan(s, {
      declared: { ...m.declared, [a.player]: a.choice },
      kept: a.choice === 'keep' ? { ...m.kept, [a.player]: true } : m.kept,
    })
    next = addLog(
      next,
      `${playerName(s, a.player)} ${a.choice === 'keep' ? 'keeps' : 'will mulligan'}.`,
    )
    return roundDeclared(next) ? carryOutRound(next) : next
  },
  'mulligan/bottom': (s, a) => {
    getPlayer(s, a.player)
    const owed = s.mulligan.mustBottom[a.player] ?? 0
    if (s.mulligan.done || owed === 0) {
      refuse(
        'NOTHING_TO_BOTTOM',
        `${playerName(s, a.player)} has no cards to put on the bottom (103.5).`,
        '103.5',
      )
    }
    if (!Array.isArray(a.cards) || a.cards.length !== owed) {
      refuse(
        'WRONG_BOTTOM_COUNT',
        `${playerName(s, a.player)} must put exactly ${owed} card${owed === 1 ? '' : 's'} on the bottom, not ${Array.isArray(a.cards) ? a.cards.length : 0} (103.5).`,
        '103.5',
      )
    }
    const hand = getPlayer(s, a.player).zones.hand
    if (new Set(a.cards).size !== a.cards.length || a.cards.some((id) => !hand.includes(id))) {
      refuse(
        'NOT_IN_HAND',
        `${playerName(s, a.player)} can bottom only different cards from their own hand; a teammate may advise but not choose for them (810.5).`,
        '810.5',
      )
    }
    let next = handToBottom(s, a.player, a.cards)
    next = withMulligan(next, { mustBottom: { ...next.mulligan.mustBottom, [a.player]: 0 } })
    next = addLog(
      next,
      `${playerName(s, a.player)} put ${owed} card${owed === 1 ? '' : 's'} on the bottom of their library (103.5).`,
      '103.5',
    )
    return afterBottoms(next)
  },
}
