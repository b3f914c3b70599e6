/**
 * Forgiving typos: an edit-distance library (fastest-levenshtein, ~1 KB) loaded the first time a
 * name is not found as typed, so no screen pays for it before then.
 */
export type EditDistance = (a: string, b: string) => number

let loading: Promise<EditDistance> | null = null

export function loadEditDistance(): Promise<EditDistance> {
  loading ??= import('fastest-levenshtein').then((library) => library.distance)
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** How many edits a word of this length may have and still be read as a typo of another. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0
  if (length < 8) return 1
  return 2
}

/** Whether `typed` is `word` with at most its allowance of edits (and not exactly `word`). */
export function isTypoOf(typed: string, word: string, distance: EditDistance): boolean {
  const allowed = typoAllowance(Math.min(typed.length, word.length))
  if (allowed === 0 || Math.abs(typed.length - word.length) > allowed) return false
  return distance(typed, word) <= allowed
}
