/**
 * Everything a load does to a save (an autosave, a game file, a game kept aside): migrations
 * (migrations.ts), unpacking (savePacking.ts), the schema (saveSchema.ts) and whether the game
 * makes sense (the engine's checkState). A chunk of its own, with the rules: the setup screen
 * loads it only when it reads a save (persistence.ts: loadSaveCheck).
 */
import { withDetail, type Message } from '../engine/core'
import { migrateSave, SAVE_VERSION } from './migrations'
import type { CheckedSave, SaveFile } from './persistence'
import { gameProblem, headerProblem } from './saveSchema'
import { unpackSave } from './savePacking'
import { englishOf, storeMessage } from './words'

/**
 * Everything a load does to a save, as a pure function: migrations (migrations.ts), then the
 * schema check. Any input gives a result, never a throw (tests/properties/inputs.save.test.ts).
 */
export function checkSave(raw: unknown): CheckedSave {
  let problem: Message | null
  let save: unknown = raw
  try {
    const migrated = migrateSave(raw)
    if (!migrated.ok) {
      return rejected(migrated.detail ?? storeMessage('save.uncheckable', { why: migrated.reason }))
    }
    save = unpackSave(migrated.save)
    problem = saveProblemMessage(save)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    problem = storeMessage('save.uncheckable', { why })
  }
  return problem === null ? { kind: 'ok', save: save as SaveFile } : rejected(problem)
}

/** The schema check (saveSchema.ts) of a save in the current format; null when it can be loaded. */
export function saveProblem(raw: unknown): string | null {
  const problem = saveProblemMessage(raw)
  return problem === null ? null : englishOf(problem)
}

/** The same check, as words the interface says in the players' language (namespace 'store'). */
export function saveProblemMessage(raw: unknown): Message | null {
  if (!isRecord(raw)) return storeMessage('save.notASave')
  const version = raw['version']
  if (typeof version === 'number' && version > SAVE_VERSION) {
    return storeMessage('save.newer', { version, known: SAVE_VERSION })
  }
  if (version !== SAVE_VERSION) {
    return storeMessage('save.wrongVersion', { version: String(version), known: SAVE_VERSION })
  }
  const header = headerProblem(raw['header'])
  if (header !== null) return storeMessage('save.headerDamaged', { problem: header })
  const game = gameProblem(raw['game'])
  if (game !== null) return storeMessage('save.gameDamaged', { problem: game })
  for (const key of ['past', 'future'] as const) {
    const list = raw[key]
    if (!Array.isArray(list)) return storeMessage(`save.${key}Missing`)
    for (const [i, state] of list.entries()) {
      const problem = gameProblem(state)
      if (problem !== null) return storeMessage(`save.${key}Damaged`, { step: i + 1, problem })
    }
  }
  return null
}

/** `detail` is not enumerable: results still compare equal to plain `{ kind, reason }` records. */
function rejected(detail: Message): CheckedSave {
  return withDetail({ kind: 'rejected' as const, reason: englishOf(detail) }, detail) as CheckedSave
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
