/**
 * Commanders (903): casting from the command zone with commander tax (903.8), and the tally of
 * combat damage each commander dealt each player (903.10a). Commander status belongs to the card
 * (903.3), so it is never copied and never lost; zones.ts keeps it through every move.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { cardWord } from '../words'
import { commanderTax } from '../selectors'
import { cardView } from './faces'
import type { Handlers } from './handlers'
import { moveQuietly } from './libraryMoves'
import { AMOUNT_WORDS, checkSignedAmount, checkTotal } from './amounts'

function tallyOf(s: GameState, victim: PlayerId, commander: CardId): number {
  return s.commanderDamage[victim]?.[commander] ?? 0
}

/** Refused past MAX_TOTAL: a tally the game could not load back. */
function setTally(s: GameState, victim: PlayerId, commander: CardId, value: number): GameState {
  const what = { card: cardWord(s, commander), player: playerName(s, victim) }
  checkTotal(value, message('word.total.commanderDamage', what))
  const forVictim = { ...(s.commanderDamage[victim] ?? {}), [commander]: value }
  return { ...s, commanderDamage: { ...s.commanderDamage, [victim]: forVictim } }
}

/**
 * Combat damage a source dealt a player, added to that player's tally if the source is a
 * commander (903.10a). The caller passes combat damage to players only: noncombat damage and
 * damage to planeswalkers or battles never count.
 */
export function recordCommanderCombatDamage(
  s: GameState,
  victim: PlayerId,
  source: CardId,
  amount: number,
): GameState {
  const c = s.cards[source]
  if (!c?.isCommander || amount <= 0) return s
  const total = tallyOf(s, victim, source) + amount
  return addLog(
    setTally(s, victim, source, total),
    message('log.commander.tally', {
      card: cardWord(s, source),
      player: playerName(s, victim),
      total,
      // Spanish and Portuguese say "1 punto / 2 puntos de daño": the plural follows the total.
      count: total,
    }),
    '903.10a',
  )
}

/**
 * Casting a commander from the command zone (903.8): only its owner may (810.5), and the tax is
 * {2} for each earlier cast from there, per commander (702.124d). `card/cast` and a move to the
 * stack come here too for a commander in its command zone: one rule, whichever way it is asked.
 */
export function castCommander(
  s: GameState,
  player: PlayerId,
  id: CardId,
  face?: 'front' | 'back',
): GameState {
  getPlayer(s, player)
  const c = getCard(s, id)
  if (!c.isCommander) {
    refuse(
      'NOT_A_COMMANDER',
      message('commander.notACommanderCast', { card: cardWord(s, id) }),
      '903.8',
    )
  }
  if (c.owner !== player) {
    refuse(
      'NOT_YOUR_COMMANDER',
      message('commander.notYours', { owner: playerName(s, c.owner) }),
      '810.5',
    )
  }
  if (c.zone !== 'command') {
    refuse('WRONG_ZONE', message('commander.notInCommandZone', { card: cardWord(s, id) }), '903.8')
  }
  // 903.8: the tax counts earlier casts from the command zone only, per commander (702.124d).
  const tax = commanderTax(s, id)
  const casts = { ...s.commanderCasts, [id]: (s.commanderCasts[id] ?? 0) + 1 }
  const next = moveQuietly({ ...s, commanderCasts: casts }, player, id, 'stack', { face })
  // Read on the stack: a modal DFC is cast with the face its owner turned up (712.12).
  const { name, manaCost } = cardView(next, id)
  const cost = manaCost === '' ? '{0}' : manaCost
  const cast = { player: playerName(s, player), card: name, cost }
  return addLog(
    next,
    tax > 0
      ? message('log.commander.castWithTax', { ...cast, tax: `{${tax}}` })
      : message('log.commander.cast', cast),
    '903.8',
  )
}

export const commanderHandlers: Handlers = {
  'commander/cast': (s, a) => castCommander(s, a.player, a.card),
  'commander/damage': (s, a) => {
    getPlayer(s, a.player)
    getPlayer(s, a.victim)
    const c = getCard(s, a.commander)
    if (!c.isCommander) {
      refuse(
        'NOT_A_COMMANDER',
        message('commander.notACommanderDamage', { card: cardWord(s, a.commander) }),
        '903.10a',
      )
    }
    if (!Number.isInteger(a.amount) || a.amount === 0) {
      refuse('BAD_NUMBER', message('commander.badDamageChange', { value: String(a.amount) }))
    }
    checkSignedAmount(a.amount, AMOUNT_WORDS.commanderDamage)
    const before = tallyOf(s, a.victim, a.commander)
    // The tally counts damage already dealt, so a correction never takes it below 0.
    const after = Math.max(0, before + a.amount)
    return addLog(
      setTally(s, a.victim, a.commander, after),
      message('log.commander.setDamage', {
        player: playerName(s, a.player),
        victim: playerName(s, a.victim),
        card: cardWord(s, a.commander),
        after,
        before,
      }),
      '903.10a',
    )
  },
}
