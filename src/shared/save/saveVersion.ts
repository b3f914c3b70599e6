/**
 * What writing a save needs of the save format, apart from its migrations (migrations.ts), which
 * load with the save checks (saveCheck.ts), off the first screen.
 */

/** The version this DuoTable writes. The engine's GameState.version is separate. */
export const SAVE_VERSION = 3

/** A random id; crypto.randomUUID is only there in secure contexts, so fall back. */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID()
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
