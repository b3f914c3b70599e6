/**
 * Who may be commanders at setup: one card, or two that share the same partner ability
 * (702.124, decided in partner.ts, which the deck checks ask too). Deck-building checks
 * (identity, size) live in src/deck.
 */
import { refuse } from '../errors'
import { message } from '../message'
import type { CardData } from '../types'
import { canPartner } from './partner'

export function validateCommanders(p: { id: string; commanders: CardData[] }): void {
  const n = p.commanders.length
  if (n === 0) refuse('NO_COMMANDER', message('commander.none', { player: p.id }), '903.3')
  if (n > 2) {
    refuse(
      'TOO_MANY_COMMANDERS',
      message('commander.tooMany', { player: p.id, number: n }),
      '702.124g',
    )
  }
  const [a, b] = p.commanders
  // Two copies of one card are never a pair (903.5b); otherwise the one partner rule decides.
  if (a && b && (a.name === b.name || !canPartner(a, b))) {
    refuse(
      'NOT_PARTNERS',
      message('commander.notPartners', { first: a.name, second: b.name }),
      '702.124',
    )
  }
}
