import type { Color } from './types'

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G']

/** '{2}{G}{G}' → ['2', 'G', 'G']. */
export function manaSymbols(cost: string | undefined): string[] {
  if (!cost) return []
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
}

/** Mana value of a cost (202.3): numbers count as themselves, X as 0, each other symbol as 1. */
export function manaValueOf(cost: string | undefined): number {
  let total = 0
  for (const sym of manaSymbols(cost)) {
    if (/^\d+$/.test(sym)) total += Number(sym)
    else if (sym === 'X' || sym === 'Y' || sym === 'Z') continue
    else if (/^2\//.test(sym))
      total += 2 // {2/W} counts 2 (202.3f)
    else if (sym === 'HW' || sym === 'HR') total += 0.5
    else total += 1
  }
  return total
}

/** The colours a mana cost gives (202.2). */
export function colorsOfCost(cost: string | undefined): Color[] {
  const found = new Set<Color>()
  for (const sym of manaSymbols(cost)) {
    for (const c of COLORS) if (sym.split('/').includes(c)) found.add(c)
  }
  return COLORS.filter((c) => found.has(c))
}
