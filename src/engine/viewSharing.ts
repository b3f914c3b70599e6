/**
 * Structural sharing between two views of one game: every part of `next` that equals the same
 * part of `previous` is replaced by the previous object, so a selector that reads one card sees
 * the same object when that card did not change (a view is built afresh after every action).
 * Parts taken straight from the state are the same objects already and cost nothing.
 */
export function shareUnchanged<T>(previous: T, next: T): T {
  return share(previous, next) as T
}

function share(prev: unknown, next: unknown): unknown {
  if (Object.is(prev, next)) return prev
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null)
    return next
  if (Array.isArray(prev) !== Array.isArray(next)) return next
  if (Array.isArray(prev) && Array.isArray(next)) {
    const items = next.map((item, i) => share(prev[i], item))
    const same = items.length === prev.length && items.every((item, i) => item === prev[i])
    return same ? prev : items
  }
  const before = prev as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  let same = keys.length === Object.keys(before).length
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const value = Object.hasOwn(before, key) ? share(before[key], after[key]) : after[key]
    if (value !== before[key] || !Object.hasOwn(before, key)) same = false
    out[key] = value
  }
  return same ? prev : out
}
