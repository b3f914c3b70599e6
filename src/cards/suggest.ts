/**
 * "Did you mean …?" for a decklist name no card has: the closest known names by edit distance
 * (a typo, a missing comma), and for an Alchemy name ('A-Lightning Bolt', Arena's rebalanced
 * cards) the paper card it was made from.
 */
import { frontKey, normaliseName } from './names'
import type { EditDistance } from './fuzzy'

/** Up to this many names are offered for one unknown name. */
export const MAX_SUGGESTIONS = 3

/** The names a suggestion can come from, normalised once for many look-ups. */
export interface NameBook {
  /** Normalised name → the name as cards print it. */
  byKey: ReadonlyMap<string, string>
  keys: readonly string[]
}

export function nameBook(names: Iterable<string>): NameBook {
  const byKey = new Map<string, string>()
  for (const name of names) {
    const key = normaliseName(name)
    if (key !== '' && !byKey.has(key)) byKey.set(key, name)
    // Decklists name two-faced cards by their front: 'Delver of Secrets'.
    const front = frontKey(key)
    if (front !== key && !byKey.has(front)) byKey.set(front, name)
  }
  return { byKey, keys: [...byKey.keys()] }
}

/** Edits allowed between a typed name and a real one: about one in four letters, at least 2. */
function allowance(length: number): number {
  return Math.max(2, Math.floor(length / 4))
}

const ALCHEMY = /^a-/

/** The known names closest to `unknown`, best first, as cards print them. */
export function suggestNames(
  unknown: string,
  book: NameBook,
  distance: EditDistance,
  limit = MAX_SUGGESTIONS,
): string[] {
  const key = normaliseName(unknown)
  if (key === '') return []
  const found: { name: string; edits: number }[] = []
  // Arena writes a rebalanced card as 'A-Name'; the paper card keeps the name without it.
  const paper = ALCHEMY.test(key) ? book.byKey.get(key.slice(2)) : undefined
  if (paper) found.push({ name: paper, edits: -1 })
  const allowed = allowance(key.length)
  for (const candidate of book.keys) {
    if (Math.abs(candidate.length - key.length) > allowed) continue
    const edits = distance(key, candidate)
    const name = book.byKey.get(candidate)
    if (edits <= allowed && name !== undefined) found.push({ name, edits })
  }
  found.sort((a, b) => a.edits - b.edits || a.name.length - b.name.length)
  return [...new Set(found.map(({ name }) => name))].slice(0, limit)
}
