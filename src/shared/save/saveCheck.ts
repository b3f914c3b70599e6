/**
 * Everything a load does to a save (an autosave, a game file, a game kept aside): migrations
 * (migrations.ts), unpacking (savePacking.ts), the schema (saveSchema.ts) and whether the game
 * makes sense (the engine's checkState). A chunk of its own, with the rules: the setup screen
 * loads it only when it reads a save (src/store/persistence.ts: loadSaveCheck).
 *
 * What comes back is the checked save as the schema outputs it, never the object read (issue 36):
 * keys the format does not name are gone. A save with a state that fails is refused, and says
 * what of it can still be played (`salvage`): the newest state that passes, with the unbroken
 * history around it, so a refused save never costs the whole game.
 */
import { withDetail, type Message } from '../../engine/core'
import type { GameState } from '../../engine'
import { migrateSave, SAVE_VERSION } from './migrations'
import type { CheckedSave, Salvage, SaveFile } from './saveFile'
import { checkGame, checkHeader, type CheckedGame } from './saveSchema'
import { checkingWith } from './schemaParts'
import { unpackSave } from './savePacking'
import { englishOf } from '../english'
import { saveMessage } from '../words'

/**
 * Everything a load does to a save, as a pure function: migrations (migrations.ts), then the
 * schema check. Any input gives a result, never a throw (tests/properties/inputs.save.test.ts).
 */
export function checkSave(raw: unknown): CheckedSave {
  // A memo of its own: parts the save's states share are checked once, and it goes with them.
  return checkingWith(new Map<object, unknown>(), () => checkStored(raw))
}

/** What the autosave's checks remember: the game's parts, for as long as the game keeps them. */
const lasting = new WeakMap<object, unknown>()

/**
 * The load's own check of a save about to be written (src/store/autosave.ts): parts checked for an earlier
 * write are not checked again, so a new state costs about what it changed.
 */
export function checkBeforeSaving(file: SaveFile): CheckedSave {
  return checkingWith(lasting, () => checkStored(file))
}

function checkStored(raw: unknown): CheckedSave {
  try {
    const migrated = migrateSave(raw)
    if (!migrated.ok) {
      return rejected(migrated.detail ?? saveMessage('save.uncheckable', { why: migrated.reason }))
    }
    return checkCurrent(unpackSave(migrated.save))
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return rejected(saveMessage('save.uncheckable', { why }))
  }
}

/** The schema check (saveSchema.ts) of a save in the current format; null when it can be loaded. */
export function saveProblem(raw: unknown): string | null {
  const problem = saveProblemMessage(raw)
  return problem === null ? null : englishOf(problem)
}

/** The same check, as words the interface says in the players' language (namespace 'saves'). */
export function saveProblemMessage(raw: unknown): Message | null {
  const checked = checkCurrent(raw)
  return checked.kind === 'ok' ? null : checked.detail
}

function checkCurrent(raw: unknown): CheckedSave {
  if (!isRecord(raw)) return rejected(saveMessage('save.notASave'))
  const version = raw['version']
  if (typeof version === 'number' && version > SAVE_VERSION) {
    return rejected(saveMessage('save.newer', { version, known: SAVE_VERSION }))
  }
  if (version !== SAVE_VERSION) {
    return rejected(
      saveMessage('save.wrongVersion', { version: String(version), known: SAVE_VERSION }),
    )
  }
  const header = checkHeader(raw['header'])
  if (!header.ok) return rejected(saveMessage('save.headerDamaged', { problem: header.problem }))
  const lists = { past: raw['past'], future: raw['future'] }
  for (const key of ['past', 'future'] as const) {
    if (!Array.isArray(lists[key])) return rejected(saveMessage(`save.${key}Missing`))
  }
  const game = checkGame(raw['game'])
  const past = (lists.past as unknown[]).map(checkGame)
  const future = (lists.future as unknown[]).map(checkGame)
  const save: Omit<SaveFile, 'game' | 'past' | 'future'> = {
    version: SAVE_VERSION,
    header: header.header,
    ...optionalFields(raw),
  }
  const problem = firstProblem(game, past, future)
  if (problem === null) {
    return {
      kind: 'ok',
      save: { ...save, game: sound(game), past: past.map(sound), future: future.map(sound) },
    }
  }
  const salvage = salvaged(save, game, past, future, problem)
  return salvage ? rejected(problem, salvage) : rejected(problem)
}

/** The first state that fails, as the refusal says it: the game first, then its history. */
function firstProblem(
  game: CheckedGame,
  past: CheckedGame[],
  future: CheckedGame[],
): Message | null {
  if (!game.ok) return saveMessage('save.gameDamaged', { problem: game.problem })
  for (const [key, list] of [
    ['past', past],
    ['future', future],
  ] as const) {
    const i = list.findIndex((state) => !state.ok)
    const state = list[i]
    if (state && !state.ok)
      return saveMessage(`save.${key}Damaged`, { step: i + 1, problem: state.problem })
  }
  return null
}

/**
 * What can still be played of a save with a state that fails: the newest state that passes (the
 * game, else the nearest past state), with the past states after the last one that fails before
 * it and, when it is the game, the redo states before the first one that fails.
 */
function salvaged(
  save: Omit<SaveFile, 'game' | 'past' | 'future'>,
  game: CheckedGame,
  past: CheckedGame[],
  future: CheckedGame[],
  problem: Message,
): Salvage | null {
  const timeline = [...past, game]
  let at = timeline.length - 1
  while (at >= 0 && !timeline[at]?.ok) at -= 1
  const kept = timeline[at]
  if (!kept?.ok) return null
  let from = at
  while (from > 0 && timeline[from - 1]?.ok) from -= 1
  const redo = at === past.length ? future.findIndex((state) => !state.ok) : 0
  const keptFuture = at === past.length ? future.slice(0, redo === -1 ? undefined : redo) : []
  return {
    save: {
      ...save,
      game: kept.game,
      past: timeline.slice(from, at).map(sound),
      future: keptFuture.map(sound),
    },
    moves: past.length - at,
    undo: from,
    redo: future.length - keptFuture.length,
    problem,
  }
}

function sound(state: CheckedGame): GameState {
  if (!state.ok) throw new Error('a state that failed its check was kept')
  return state.game
}

/** The writer's journal step and the journals the save took in (src/store/journal.ts), when sound. */
function optionalFields(raw: Record<string, unknown>): Pick<SaveFile, 'journalStep' | 'took'> {
  const step = raw['journalStep']
  const took = raw['took']
  return {
    ...(Number.isSafeInteger(step) && (step as number) >= 0 ? { journalStep: step as number } : {}),
    ...(Array.isArray(took) && took.every((tab) => typeof tab === 'string')
      ? { took: [...(took as string[])] }
      : {}),
  }
}

/** `detail` is not enumerable: results still compare equal to plain `{ kind, reason }` records. */
function rejected(detail: Message, salvage?: Salvage): CheckedSave {
  const result = { kind: 'rejected' as const, reason: englishOf(detail) }
  withDetail(result, detail)
  if (salvage) Object.defineProperty(result, 'salvage', { value: salvage, enumerable: false })
  return result as CheckedSave
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
