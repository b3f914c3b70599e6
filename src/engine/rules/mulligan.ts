/**
 * The London mulligan in Two-Headed Giant (103.5, 103.5c, 103.5d, 805.3a): the starting team's
 * players declare, then the other team's; once every player still mulliganing has declared, all
 * mulligans happen at once, each a fresh seven. Only a player who keeps puts N cards on the
 * bottom, N being their mulligans minus the free first one (103.5, 103.5c, 800.6), before the
 * next declaration. Rounds repeat until everyone has kept.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { decidingPlayers } from './mulliganOrder'
import { addLog, getPlayer, playerName, setZone, unrevealed } from '../state'
import type { CardId, GameState, MulliganState, PlayerId } from '../types'
import { playerList, teamWord } from '../words'
import type { Handlers } from './handlers'
import { OPENING_HAND } from '../setup'
import { drawCards, shuffleLibrary } from './zones'

/** Cards owed to the bottom on keeping after one more mulligan: the first one is free (103.5c). */
export function nextBottomCount(m: MulliganState, p: PlayerId): number {
  return m.mulligans[p] ?? 0
}

/** 103.5: a player may mulligan until the hand would be 0 cards, and not after that. */
export function mayTakeMulligan(m: MulliganState, p: PlayerId): boolean {
  return !m.done && m.kept[p] !== true && nextBottomCount(m, p) <= OPENING_HAND
}

/** Cards owed to the bottom on keeping now: one per mulligan taken but the free first (103.5c). */
export function keepBottomCount(m: MulliganState, p: PlayerId): number {
  return Math.max(0, (m.mulligans[p] ?? 0) - 1)
}

/**
 * What keeping this hand puts on the bottom (103.5). A hand already cut to 7 − N (a save from
 * before this order, when the bottoming followed each mulligan) owes nothing more: the kept
 * hand never ends smaller than 7 − N.
 */
function owedOnKeep(s: GameState, p: PlayerId): number {
  const n = keepBottomCount(s.mulligan, p)
  const extra = getPlayer(s, p).zones.hand.length - (OPENING_HAND - n)
  return Math.min(n, Math.max(0, extra))
}

function withMulligan(s: GameState, patch: Partial<MulliganState>): GameState {
  return { ...s, mulligan: { ...s.mulligan, ...patch } }
}

function checkMayDeclare(s: GameState, p: PlayerId): void {
  const m = s.mulligan
  if (m.kept[p]) {
    refuse('ALREADY_KEPT', message('mulligan.alreadyKept', { player: playerName(s, p) }), '103.5')
  }
  const waiting = s.seats.filter((q) => (m.mustBottom[q] ?? 0) > 0)
  if (waiting.length > 0) {
    refuse(
      'NOT_DECIDING',
      message('mulligan.waitForBottoms', {
        players: playerList(s, waiting),
        count: waiting.length,
      }),
      '103.5',
    )
  }
  if (m.declared[p] != null) {
    refuse(
      'ALREADY_DECLARED',
      message('mulligan.alreadyDeclared', { player: playerName(s, p) }),
      '103.5',
    )
  }
  const deciding = decidingPlayers(s)
  if (!deciding.includes(p)) {
    refuse(
      'NOT_DECIDING',
      message('mulligan.notYourTurn', {
        player: playerName(s, p),
        players: playerList(s, deciding),
        count: deciding.length,
      }),
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
    if (c) cards[id] = { ...unrevealed(c), zone: 'library' }
  }
  return { ...next, cards }
}

/** Shuffle the hand in, draw a fresh seven; the bottoming waits for the keep (103.5). */
function takeMulligan(s: GameState, p: PlayerId): GameState {
  let next = handToBottom(s, p, getPlayer(s, p).zones.hand)
  next = shuffleLibrary(next, p)
  next = drawCards(next, p, OPENING_HAND)
  const taken = (next.mulligan.mulligans[p] ?? 0) + 1
  const bottom = nextBottomCount(next.mulligan, p)
  next = withMulligan(next, { mulligans: { ...next.mulligan.mulligans, [p]: taken } })
  const took = { player: playerName(s, p), taken, drawn: OPENING_HAND }
  return addLog(
    next,
    bottom === 0
      ? message('log.mulligan.tookFree', took)
      : message('log.mulligan.took', { ...took, count: bottom }),
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
      message('log.mulligan.allDeclared', {
        players: playerList(s, mulliganing),
        count: mulliganing.length,
      }),
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
    return addLog(done, message('log.mulligan.allKept', { team: teamWord(s, team) }), '103.8b')
  }
  const declared = { ...m.declared }
  for (const p of open) declared[p] = null
  const round = m.round + 1
  const next = withMulligan(s, { declared, round })
  return addLog(
    next,
    message('log.mulligan.nextRound', { round, players: playerList(s, open) }),
    '103.5',
  )
}

export const mulliganHandlers: Handlers = {
  'mulligan/decide': (s, a) => {
    getPlayer(s, a.player)
    if (s.mulligan.done) refuse('MULLIGANS_OVER', message('mulligan.over'), '103.5')
    if (a.choice !== 'keep' && a.choice !== 'mulligan') {
      refuse('BAD_CHOICE', message('mulligan.badChoice'), '103.5')
    }
    checkMayDeclare(s, a.player)
    const m = s.mulligan
    if (a.choice === 'mulligan' && !mayTakeMulligan(m, a.player)) {
      refuse(
        'NO_MORE_MULLIGANS',
        message('mulligan.noMore', { player: playerName(s, a.player) }),
        '103.5',
      )
    }
    const keeping = a.choice === 'keep'
    // The keeper owes N to the bottom now, before anyone declares again (103.5).
    const owed = keeping ? owedOnKeep(s, a.player) : 0
    let next = withMulligan(s, {
      declared: { ...m.declared, [a.player]: a.choice },
      kept: keeping ? { ...m.kept, [a.player]: true } : m.kept,
      mustBottom: { ...m.mustBottom, [a.player]: owed },
    })
    const player = playerName(s, a.player)
    next = addLog(
      next,
      !keeping
        ? message('log.mulligan.willMulligan', { player })
        : owed === 0
          ? message('log.mulligan.keeps', { player })
          : message('log.mulligan.keepsOwing', { player, count: owed }),
      keeping && owed > 0 ? '103.5' : undefined,
    )
    return roundDeclared(next) ? carryOutRound(next) : next
  },
  'mulligan/bottom': (s, a) => {
    getPlayer(s, a.player)
    const owed = s.mulligan.mustBottom[a.player] ?? 0
    if (s.mulligan.done || owed === 0) {
      refuse(
        'NOTHING_TO_BOTTOM',
        message('mulligan.nothingToBottom', { player: playerName(s, a.player) }),
        '103.5',
      )
    }
    if (!Array.isArray(a.cards) || a.cards.length !== owed) {
      refuse(
        'WRONG_BOTTOM_COUNT',
        message('mulligan.wrongBottomCount', {
          player: playerName(s, a.player),
          count: owed,
          given: Array.isArray(a.cards) ? a.cards.length : 0,
        }),
        '103.5',
      )
    }
    const hand = getPlayer(s, a.player).zones.hand
    if (new Set(a.cards).size !== a.cards.length || a.cards.some((id) => !hand.includes(id))) {
      refuse(
        'NOT_IN_HAND',
        message('mulligan.notInHand', { player: playerName(s, a.player) }),
        '810.5',
      )
    }
    let next = handToBottom(s, a.player, a.cards)
    next = withMulligan(next, { mustBottom: { ...next.mulligan.mustBottom, [a.player]: 0 } })
    next = addLog(
      next,
      message('log.mulligan.bottomed', { player: playerName(s, a.player), count: owed }),
      '103.5',
    )
    return afterBottoms(next)
  },
}
