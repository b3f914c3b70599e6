/**
 * Paying a mana cost by tapping (601.2g–h, 202): each coloured symbol needs a source that makes
 * that colour, the generic part any mana. The bot finds which of its untapped sources to tap,
 * coloured symbols first (the scarcest colour first), then the generic part from what is left,
 * using up sources already tapped and the least flexible ones first.
 */
import { manaSymbols, type CardId, type Color } from '../engine'
import type { Mana, ManaSource } from './mana'

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G']

export interface Cost {
  generic: number
  /** One entry per coloured (or colourless-only) symbol: the mana that pays it. */
  pips: Mana[][]
  /** It has an X: the bot leaves such spells in hand. */
  x: boolean
}

/** A mana cost read symbol by symbol (202.1): hybrid either colour, Phyrexian its colour. */
export function costOf(manaCost: string, extraGeneric = 0): Cost {
  const cost: Cost = { generic: extraGeneric, pips: [], x: false }
  for (const symbol of manaSymbols(manaCost)) {
    if (/^\d+$/.test(symbol)) cost.generic += Number(symbol)
    else if (symbol === 'X' || symbol === 'Y' || symbol === 'Z') cost.x = true
    else if (symbol === 'C') cost.pips.push(['C'])
    else if (symbol === 'S') cost.generic += 1
    else {
      const colors = COLORS.filter((c) => symbol.split('/').includes(c))
      if (colors.length > 0) cost.pips.push(colors)
    }
  }
  return cost
}

export function costSize(cost: Cost): number {
  return cost.generic + cost.pips.length
}

/** How much mana the sources make in all. */
export function manaCount(sources: readonly ManaSource[]): number {
  return sources.reduce((n, s) => n + s.units.length, 0)
}

interface Unit {
  source: number
  colors: readonly Mana[]
}

/** Search budget for the coloured symbols: a board has a handful of sources. */
const MAX_STEPS = 4000

/**
 * The sources to tap to pay `cost`, or null when they can't. Deterministic: the same sources
 * in the same order give the same answer.
 */
export function payWith(sources: readonly ManaSource[], cost: Cost): CardId[] | null {
  if (cost.x || manaCount(sources) < costSize(cost)) return null
  const units: Unit[] = sources.flatMap((s, source) =>
    s.units.map((colors) => ({ source, colors })),
  )
  // Scarcest symbol first; among units, the least flexible first.
  const pips = [...cost.pips].sort(
    (a, b) => options(units, a) - options(units, b) || a.join().localeCompare(b.join()),
  )
  const order = units
    .map((u, i) => ({ u, i }))
    .sort((a, b) => a.u.colors.length - b.u.colors.length || a.i - b.i)
    .map((x) => x.i)
  const used = new Array<boolean>(units.length).fill(false)
  const tapped = new Set<number>()
  let steps = 0
  const assign = (k: number): boolean => {
    if (++steps > MAX_STEPS) return false
    const pip = pips[k]
    if (pip === undefined) return true
    // Units of sources already tapped first: paying from them taps nothing more.
    const candidates = [...order].sort((a, b) => tappedFirst(units, tapped, a, b))
    for (const i of candidates) {
      const unit = units[i]
      if (!unit || used[i] || !unit.colors.some((c) => pip.includes(c))) continue
      used[i] = true
      const newly = !tapped.has(unit.source)
      tapped.add(unit.source)
      if (assign(k + 1)) return true
      used[i] = false
      if (newly) tapped.delete(unit.source)
    }
    return false
  }
  if (!assign(0)) return null
  // Generic from what the tapped sources still make; then the source that covers the most of
  // what is left (Sol Ring before two lands), the least flexible first.
  let generic = cost.generic
  const free = (source: number) => order.filter((i) => !used[i] && units[i]?.source === source)
  while (generic > 0) {
    let pickFrom = [...tapped].find((src) => free(src).length > 0)
    if (pickFrom === undefined) {
      const open = sources
        .map((_, i) => i)
        .filter((i) => !tapped.has(i) && free(i).length > 0)
        .sort(
          (a, b) =>
            Math.min(generic, free(b).length) - Math.min(generic, free(a).length) ||
            flexibility(sources, a) - flexibility(sources, b) ||
            a - b,
        )
      pickFrom = open[0]
    }
    if (pickFrom === undefined) return null
    tapped.add(pickFrom)
    for (const i of free(pickFrom)) {
      if (generic === 0) break
      used[i] = true
      generic -= 1
    }
  }
  return [...tapped].sort((a, b) => a - b).flatMap((i) => sources[i]?.id ?? [])
}

/** How many colours a source could make: the least flexible are spent first. */
function flexibility(sources: readonly ManaSource[], i: number): number {
  return new Set(sources[i]?.units.flat()).size
}

function options(units: readonly Unit[], pip: readonly Mana[]): number {
  return units.filter((u) => u.colors.some((c) => pip.includes(c))).length
}

function tappedFirst(units: readonly Unit[], tapped: Set<number>, a: number, b: number): number {
  const ta = tapped.has(units[a]?.source ?? -1) ? 0 : 1
  const tb = tapped.has(units[b]?.source ?? -1) ? 0 : 1
  return ta - tb
}
