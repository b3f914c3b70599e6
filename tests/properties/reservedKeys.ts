/**
 * Where a loaded save still holds a key named `__proto__`, `constructor` or `prototype` (issue 36:
 * a load must drop or refuse them all); null when it holds none.
 */
import { RESERVED_NAMES } from '../../src/shared/save/schemaParts'

export function reservedKeyIn(
  value: unknown,
  path = 'save',
  seen = new WeakSet<object>(),
): string | null {
  if (typeof value !== 'object' || value === null || seen.has(value)) return null
  seen.add(value)
  for (const name of RESERVED_NAMES) {
    if (Object.hasOwn(value, name)) return `${path} › ${name}`
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && !Array.isArray(value)) {
    return `${path} (its prototype was replaced)`
  }
  for (const [key, child] of Object.entries(value)) {
    const found = reservedKeyIn(child, `${path} › ${key}`, seen)
    if (found) return found
  }
  return null
}
