/**
 * How the bot weighs creatures and one-on-one fights (510, 702.2, 702.4, 702.7, 702.12,
 * 702.19): power and toughness as the rules see them now, marked damage, and the keywords that
 * change who dies — first and double strike, deathtouch, indestructible.
 */
import type { CardView } from '../engine'

export function has(c: CardView, keyword: string): boolean {
  const wanted = keyword.toLowerCase()
  return c.keywords.some((k) => k.toLowerCase() === wanted)
}

export function power(c: CardView): number {
  return Math.max(0, c.power ?? 0)
}

/** Toughness left after damage marked this turn. */
export function toughnessLeft(c: CardView): number {
  return (c.toughness ?? 0) - c.damage
}

/** Combat damage it deals in one combat, unblocked: twice with double strike (702.4b). */
export function combatDamage(c: CardView): number {
  return power(c) * (has(c, 'Double strike') ? 2 : 1)
}

/** Poison it gives a player unblocked: infect (702.90b) or toxic (702.164). */
export function poisonDamage(c: CardView): number {
  if (has(c, 'Infect')) return combatDamage(c)
  const toxic = [...c.oracleText.matchAll(/\btoxic (\d+)/gi)].reduce((n, m) => n + Number(m[1]), 0)
  return has(c, 'Toxic') ? toxic : 0
}

/** What a creature is worth to its team, in rough points. */
export function creatureValue(c: CardView): number {
  let value = power(c) * 1.5 + Math.max(0, c.toughness ?? 0) + c.manaValue * 0.3
  if (has(c, 'Flying')) value += 1.5
  if (has(c, 'First strike')) value += 1
  if (has(c, 'Double strike')) value += power(c)
  if (has(c, 'Deathtouch')) value += 1.5
  if (has(c, 'Lifelink')) value += 1
  if (has(c, 'Trample')) value += 0.5
  if (has(c, 'Vigilance')) value += 0.5
  if (has(c, 'Indestructible')) value += 3
  if (c.isCommander) value += 4
  if (c.isToken) value -= 0.5
  return value
}

/** Whether `dealer` striking `victim` once kills it. */
function kills(dealer: CardView, victim: CardView, times = 1): boolean {
  if (power(dealer) === 0 || has(victim, 'Indestructible')) return false
  return has(dealer, 'Deathtouch') || power(dealer) * times >= toughnessLeft(victim)
}

function strikesFirst(c: CardView): boolean {
  return has(c, 'First strike') || has(c, 'Double strike')
}

/** Who dies when `a` and `b` deal each other combat damage (first strike decides order, 510.4). */
export function fight(a: CardView, b: CardView): { aDies: boolean; bDies: boolean } {
  const aFirst = strikesFirst(a)
  const bFirst = strikesFirst(b)
  if (aFirst && !bFirst) {
    if (kills(a, b)) return { aDies: false, bDies: true }
    const twice = has(a, 'Double strike') ? 2 : 1
    return { aDies: kills(b, a), bDies: kills(a, b, twice) }
  }
  if (bFirst && !aFirst) {
    if (kills(b, a)) return { aDies: true, bDies: false }
    const twice = has(b, 'Double strike') ? 2 : 1
    return { aDies: kills(b, a, twice), bDies: kills(a, b) }
  }
  return { aDies: kills(b, a), bDies: kills(a, b) }
}
