/**
 * Who may be commanders at setup: one card, or two that share the same partner ability
 * (702.124a, 702.124f, 702.124g). Deck-building checks (identity, size) live in src/deck.
 */
import { refuse } from '../errors'
import { message } from '../message'
import type { CardData } from '../types'
import { frontFace } from './faces'

/** The partner ability a card has, normalised so two cards can be compared; null if none. */
export function partnerAbility(card: CardData): string | null {
  const text = frontFace(card).oracle_text ?? card.oracle_text ?? ''
  for (const line of text.split('\n')) {
    const l = line.replace(/\s*\(.*\)\s*$/, '').trim()
    if (/^Partner$/i.test(l)) return 'partner'
    const named = /^Partner with (.+)$/i.exec(l)
    if (named) return `with:${named[1]}`
    const family = /^Partner\s*[—-]\s*(.+)$/i.exec(l)
    if (family) return `family:${(family[1] ?? '').toLowerCase()}`
    if (/^Choose a Background$/i.test(l)) return 'background'
    if (/^Doctor's companion$/i.test(l)) return 'doctor'
  }
  if ((card.keywords ?? []).includes('Partner')) return 'partner'
  return null
}

/** Whether two cards may be commanders together (702.124). */
export function arePartners(a: CardData, b: CardData): boolean {
  if (a.name === b.name) return false
  const pa = partnerAbility(a)
  const pb = partnerAbility(b)
  if (pa === null || pb === null) {
    // "Choose a Background" pairs with a Background; "Doctor's companion" with a Time Lord Doctor.
    const isBackground = (c: CardData) => /Background/.test(frontFace(c).type_line ?? '')
    const isDoctor = (c: CardData) => /Time Lord Doctor/.test(frontFace(c).type_line ?? '')
    if (pa === 'background' && isBackground(b)) return true
    if (pb === 'background' && isBackground(a)) return true
    if (pa === 'doctor' && isDoctor(b)) return true
    if (pb === 'doctor' && isDoctor(a)) return true
    return false
  }
  if (pa.startsWith('with:') || pb.startsWith('with:')) {
    return pa === `with:${b.name}` && pb === `with:${a.name}`
  }
  return pa === pb && pa !== 'background' && pa !== 'doctor'
}

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
  if (a && b && !arePartners(a, b)) {
    refuse(
      'NOT_PARTNERS',
      message('commander.notPartners', { first: a.name, second: b.name }),
      '702.124',
    )
  }
}
