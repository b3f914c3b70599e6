/**
 * Save migrations: an ordered list of steps, each turning a save of one version into the next,
 * applied on load before the schema check (saveSchema.ts), so a game saved by an older DuoTable
 * still opens after an update. Steps take and return plain JSON records and must not throw on
 * a damaged save: whatever they produce is checked by the schema afterwards anyway.
 *
 * To change the save format: bump SAVE_VERSION (saveVersion.ts), add a step from the old version,
 * and add a fixture of the old version under tests/fixtures/saves/ that the step's test loads.
 */
import { withDetail, type Message } from '../../engine/core'
import { randomId, SAVE_VERSION } from './saveVersion'
import { englishOf } from '../english'
import { saveMessage } from '../words'

export { randomId, SAVE_VERSION } from './saveVersion'

type SaveRecord = Record<string, unknown>

export interface Migration {
  from: number
  to: number
  /** What the step adds or changes, for people reading the list. */
  why: string
  up: (save: SaveRecord) => SaveRecord
}

/** The tab id a migrated save names as its writer: no tab has written it in this format yet. */
export const MIGRATED_WRITER = 'migrated'

export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    to: 2,
    why: 'A save header { gameId, revision, writer } so two tabs on one game notice each other.',
    up: (save) => ({
      ...save,
      version: 2,
      header: { gameId: randomId(), revision: 0, writer: MIGRATED_WRITER },
    }),
  },
  {
    from: 2,
    to: 3,
    why: "States may be packed: parts several states share are kept once, in a pool (savePacking.ts); an unpacked state is still read as it is (#27). The restriction 'preventCombatDamage' is named for what it does: 'preventAllDamage' (#22).",
    up: (save) => ({
      ...save,
      version: 3,
      game: renameShield(save['game']),
      past: Array.isArray(save['past']) ? save['past'].map(renameShield) : save['past'],
      future: Array.isArray(save['future']) ? save['future'].map(renameShield) : save['future'],
    }),
  },
]

/** Each player's restrictions with the old key under its new name; anything else untouched. */
function renameShield(game: unknown): unknown {
  if (!isRecord(game) || !isRecord(game['players'])) return game
  const players = Object.fromEntries(
    Object.entries(game['players']).map(([id, player]) => {
      if (!isRecord(player) || !isRecord(player['restrictions'])) return [id, player]
      const { preventCombatDamage, ...rest } = player['restrictions']
      const restrictions = { ...rest, preventAllDamage: preventCombatDamage ?? false }
      return [id, { ...player, restrictions }]
    }),
  )
  return { ...game, players }
}

export type MigrationResult =
  | { ok: true; save: SaveRecord; from: number }
  /** `reason` in English; `detail` (not enumerable) the same words for the players' language. */
  | { ok: false; reason: string; detail?: Message }

function isRecord(v: unknown): v is SaveRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * Brings a save up to SAVE_VERSION, one step at a time. Refuses saves from a newer DuoTable and
 * versions no step starts from, in the words the load notice shows after "could not be restored".
 */
export function migrateSave(
  raw: unknown,
  steps: readonly Migration[] = MIGRATIONS,
  latest: number = SAVE_VERSION,
): MigrationResult {
  if (!isRecord(raw)) return refused(saveMessage('save.notASave'))
  const from = raw['version']
  if (typeof from === 'number' && from > latest) {
    return refused(saveMessage('save.newer', { version: from, known: latest }))
  }
  let save = raw
  while (save['version'] !== latest) {
    const version = save['version']
    const step = steps.find((s) => s.from === version)
    // A step must move forward, so the loop ends whatever the list holds.
    if (!step || step.to <= step.from) {
      return refused(saveMessage('save.wrongVersion', { version: String(version), known: latest }))
    }
    try {
      save = step.up(save)
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      return refused(saveMessage('save.migrationFailed', { version: step.from, why }))
    }
    if (save['version'] !== step.to) {
      return refused(saveMessage('save.migrationWrong', { version: step.from }))
    }
  }
  return { ok: true, save, from: from as number }
}

/**
 * A refusal: English words in `reason` (what logs and tests read), the catalog message as a
 * non-enumerable `detail`, so results still compare equal to plain `{ ok, reason }` records.
 */
function refused(detail: Message): MigrationResult {
  return withDetail({ ok: false as const, reason: englishOf(detail) }, detail)
}
