/**
 * Counters on cards (122) and damage marked on them (120.3e). A counter's name is data a player types ("+1/+1", "Brick"), kept as a
 * key of the card's counters record; so it is checked (limits.ts: no invisible characters, no
 * word a plain record already answers to, such as "constructor"), and counts are read and written
 * only here, with own-property reads. A counter that reaches 0 is gone (122.1).
 */
import { refuse } from '../errors'
import { counterNameProblem, MAX_COUNTER_NAME, type CounterNameProblem } from '../limits'
import { message } from '../message'
import { addLog, getCard, playerName, setCard } from '../state'
import type { CardId, CardInstance, GameState } from '../types'
import { cardWord } from '../words'
import { AMOUNT_WORDS, checkSignedAmount, checkTotal } from './amounts'
import type { Handlers } from './handlers'

/** How many counters of that kind the card has: 0 for a kind it has none of. */
export function countOf(c: Pick<CardInstance, 'counters'>, name: string): number {
  return Object.hasOwn(c.counters, name) ? (c.counters[name] ?? 0) : 0
}

/**
 * The card with `delta` more (or fewer) counters of that kind; refused past MAX_TOTAL. The caller
 * checks the name and that the count stays 0 or more.
 */
export function changeCounters(s: GameState, id: CardId, name: string, delta: number): GameState {
  const c = getCard(s, id)
  const count = countOf(c, name) + delta
  checkTotal(count, message('word.total.counters', { counter: name, card: cardWord(s, id) }))
  // fromEntries makes own keys whatever the name; a kind keeps its place among the others.
  const kinds = Object.entries(c.counters).filter(([kind]) => kind !== name || count > 0)
  const entries =
    Object.hasOwn(c.counters, name) || count <= 0 ? kinds : [...kinds, [name, count] as const]
  const counters = Object.fromEntries(entries.map(([kind, n]) => [kind, kind === name ? count : n]))
  return setCard(s, id, { counters })
}

/** The damage marked on a permanent becomes `total`; refused past MAX_TOTAL. */
export function markDamage(s: GameState, id: CardId, total: number): GameState {
  checkTotal(total, message('word.total.damage', { card: cardWord(s, id) }))
  return setCard(s, id, { damage: total })
}

const NAME_REFUSALS: Record<CounterNameProblem, string> = {
  empty: 'cards.counterName',
  tooLong: 'cards.counterNameTooLong',
  invisible: 'cards.counterNameInvisible',
  reserved: 'cards.counterNameReserved',
}

/** The name a player typed, trimmed, or a refusal saying what is wrong with it. */
export function checkCounterName(typed: unknown): string {
  const name = typeof typed === 'string' ? typed.trim() : ''
  const problem = counterNameProblem(name)
  if (problem !== null) {
    refuse('BAD_COUNTER', message(NAME_REFUSALS[problem], { name, max: MAX_COUNTER_NAME }), '122.1')
  }
  return name
}

export const counterHandlers: Handlers = {
  'card/counters': (s, a) => {
    const c = getCard(s, a.card)
    if (c.zone !== 'battlefield' && c.zone !== 'exile' && c.zone !== 'command') {
      refuse('WRONG_ZONE', message('cards.countersZone'))
    }
    if (!Number.isInteger(a.delta) || a.delta === 0)
      refuse('BAD_NUMBER', message('cards.countersNonZero'))
    checkSignedAmount(a.delta, AMOUNT_WORDS.counters)
    const name = checkCounterName(a.counter)
    const have = countOf(c, name)
    if (have + a.delta < 0)
      refuse(
        'NOT_ENOUGH_COUNTERS',
        message('cards.notEnoughCounters', {
          card: cardWord(s, a.card),
          count: have,
          counter: name,
        }),
      )
    const params = {
      player: playerName(s, a.player),
      count: Math.abs(a.delta),
      counter: name,
      card: cardWord(s, a.card),
    }
    return addLog(
      changeCounters(s, a.card, name, a.delta),
      message(a.delta > 0 ? 'log.cards.countersPut' : 'log.cards.countersRemoved', params),
    )
  },
}
