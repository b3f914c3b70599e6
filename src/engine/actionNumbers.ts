/**
 * The numbers of an action as a save keeps them. JSON writes -0 as "0" (and `JSON.parse('-0')`
 * gives -0 back, so a network message can carry one): a -0 taken into the state would make the
 * game differ from itself after a save and a reload. An action is read with every -0 as 0.
 */
export function withoutNegativeZero<T>(value: T): T {
  if (typeof value === 'number') return (Object.is(value, -0) ? 0 : value) as T
  if (typeof value !== 'object' || value === null || !holdsNegativeZero(value)) return value
  if (Array.isArray(value)) return value.map((v: unknown) => withoutNegativeZero(v)) as T
  // fromEntries defines own keys, so a key named "__proto__" stays a key, never a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, withoutNegativeZero(v)]),
  ) as T
}

function holdsNegativeZero(value: unknown): boolean {
  if (typeof value === 'number') return Object.is(value, -0)
  if (typeof value !== 'object' || value === null) return false
  return Object.values(value).some(holdsNegativeZero)
}
