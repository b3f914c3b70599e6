/**
 * No crash loop (issue 27): when the table fails to render a loaded game, the next start does not
 * load it again. A mark in localStorage (written synchronously, so a page that dies next still
 * has it) says the table crashed; the app then offers the state before the saved one, the saved
 * game as a file, or a new game, and keeps the game that crashed aside. The mark itself is
 * crashMark.ts, on the first screen; the ways out here load with the recovery screen.
 */
import { get as readStored } from 'idb-keyval'
import { loadRules } from './engineLoader'
import { useGame } from './gameStore'
import { takeInJournals } from './journalTakeIn'
import { keepAside } from './keptAside'
import { autosaveOf } from './localSession'
import { rulesUnavailableNotice } from './notices'
import { AUTOSAVE_KEY, loadSaveCheck } from './persistence'
import { type SaveFile } from '../shared/save/saveFile'
import { seated } from './seatedView'
import { readSaveForThisTab, thisTab } from './tabs'
import { clearCrashMark } from './crashMark'
import { useUi } from './uiStore'

export { CRASH_KEY, clearCrashMark, markCrash, readCrashMark, useCrashMark } from './crashMark'
export type { CrashMark } from './crashMark'

/** The saved game that crashed, checked: whether a state before it exists to go back to. */
export async function crashedSave(): Promise<SaveFile | null> {
  const raw: unknown = await readStored(AUTOSAVE_KEY)
  const { checkSave } = await loadSaveCheck()
  const checked = checkSave(raw)
  return checked.kind === 'ok' ? checked.save : null
}

/** The saved game as it is stored, as a file's text (to keep or to report). */
export async function crashedSaveText(): Promise<string | null> {
  const raw: unknown = await readStored(AUTOSAVE_KEY)
  return raw === undefined ? null : JSON.stringify(raw)
}

/**
 * The game the table broke on is kept aside; the moves journaled on top of it belong to it and
 * are not played on what comes instead: their journals are removed (journalTakeIn.ts).
 */
async function keepCrashedAside(): Promise<void> {
  const raw: unknown = await readStored(AUTOSAVE_KEY)
  if (raw !== undefined) await keepAside(raw, 'crashed')
  await takeInJournals(thisTab().tabId, null, null)
}

/** Back to the state before the saved one; the saved one stays as Redo, and is kept aside. */
export async function openStateBeforeCrash(): Promise<void> {
  // The table's view of the game comes with the rules (seatedView.ts).
  try {
    await loadRules()
  } catch (error) {
    useGame.getState().showNotice(rulesUnavailableNotice(error, true))
    return
  }
  const result = await readSaveForThisTab()
  if (result.kind !== 'ok') return
  const { game, past, future } = result.save
  const before = past.at(-1)
  if (!before) return
  await keepCrashedAside()
  useUi.getState().curtainFor(before.turn.activeTeam)
  useGame.setState({
    ...seated(before),
    past: past.slice(0, -1),
    future: [game, ...future],
  })
  clearCrashMark()
  autosaveOf(useGame.setState, useGame.getState)({ kind: 'undo' })
}

/** A new game; the one that crashed is kept aside, restorable from the list. */
export async function newGameAfterCrash(): Promise<void> {
  await readSaveForThisTab()
  await keepCrashedAside()
  clearCrashMark()
  useGame.getState().newGame()
}
