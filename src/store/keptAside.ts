/**
 * Games kept aside instead of lost (issue 27): an autosave that could not be restored, the game a
 * tab gave up to another tab, the game a crash left behind. Each is one dated slot in a list, the
 * newest first; the setup screen and "More" list them, to download or restore. A save is kept as
 * it was stored (packed or not, sound or not): restoring checks it like any other save.
 */
import { del, getMany, update } from 'idb-keyval'
import { randomId } from '../shared/save/saveVersion'

export const KEPT_ASIDE_KEY = 'duotable:kept-aside'
/** The one slot each of earlier versions (before issue 27), moved into the list when found. */
export const OLD_REJECTED_KEY = 'duotable:autosave:rejected'
export const OLD_SET_ASIDE_KEY = 'duotable:autosave:set-aside'
/** Slots kept; a game kept beyond these pushes out the oldest. */
export const KEPT_ASIDE_SLOTS = 12

export type KeptReason = 'rejected' | 'otherTab' | 'crashed' | 'replaced'

export interface KeptGame {
  id: string
  /** ISO 8601, when it was kept aside. */
  keptAt: string
  reason: KeptReason
  /** The save as it was stored. */
  save: unknown
}

export function keptGame(save: unknown, reason: KeptReason, now = new Date()): KeptGame {
  return { id: randomId(), keptAt: now.toISOString(), reason, save }
}

function isKeptGame(v: unknown): v is KeptGame {
  if (typeof v !== 'object' || v === null) return false
  const { id, keptAt, reason } = v as Partial<KeptGame>
  return typeof id === 'string' && typeof keptAt === 'string' && typeof reason === 'string'
}

/** The list with `game` added first, at most KEPT_ASIDE_SLOTS long; damage in it is dropped. */
export function withKept(stored: unknown, game: KeptGame): KeptGame[] {
  const list = Array.isArray(stored) ? stored.filter(isKeptGame) : []
  return [game, ...list].slice(0, KEPT_ASIDE_SLOTS)
}

export async function keepAside(save: unknown, reason: KeptReason): Promise<KeptGame> {
  const game = keptGame(save, reason)
  await update<unknown>(KEPT_ASIDE_KEY, (stored) => withKept(stored, game))
  return game
}

/** Every game kept aside, the newest first; the old single slots join the list once. */
export async function listKeptAside(): Promise<KeptGame[]> {
  const [stored, rejected, setAside] = await getMany<unknown>([
    KEPT_ASIDE_KEY,
    OLD_REJECTED_KEY,
    OLD_SET_ASIDE_KEY,
  ])
  if (rejected !== undefined || setAside !== undefined) {
    let list = stored
    if (rejected !== undefined) list = withKept(list, keptGame(rejected, 'rejected'))
    if (setAside !== undefined) list = withKept(list, keptGame(setAside, 'otherTab'))
    await update<unknown>(KEPT_ASIDE_KEY, () => list)
    await del(OLD_REJECTED_KEY)
    await del(OLD_SET_ASIDE_KEY)
    return list as KeptGame[]
  }
  return Array.isArray(stored) ? stored.filter(isKeptGame) : []
}

export async function forgetKept(id: string): Promise<void> {
  await update<unknown>(KEPT_ASIDE_KEY, (stored) =>
    Array.isArray(stored) ? stored.filter((game) => !isKeptGame(game) || game.id !== id) : [],
  )
}
