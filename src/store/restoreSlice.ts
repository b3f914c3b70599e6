import type { StateCreator } from 'zustand'
import { loadRules } from './engineLoader'
import type { GameStore } from './gameStore'
import { dropEarlyRead, readSaveToRestore } from './tabs'
import { seated } from './seatedView'
import { useUi } from './uiStore'
import {
  autosaveFailedNotice,
  movesReplayedNotice,
  restoreFailedNotice,
  rulesUnavailableNotice,
  saveRejectedNotice,
  staleSaveNotice,
} from './notices'
import type { Rules } from './engineLoader'
import { dropJournal, readJournal } from './journal'
import { onNextWrite, scheduleAutosave } from './autosave'
import { toSaveFile, type SaveFile } from './persistence'
import { replayJournal, type Replayed } from './replay'

/**
 * The moves the writing tab journaled after this save landed (journal.ts) are played again on top
 * of it; what cannot be is announced: the stored game is older than the last move played.
 */
async function takeInJournal(
  save: SaveFile,
  rules: Rules,
  get: () => GameStore,
): Promise<SaveFile | Replayed> {
  const writer = save.header.writer
  const journal = await readJournal(writer)
  const saved = save.journalStep
  if (!journal || saved === undefined) return save
  const unsaved = journal.entries.filter((entry) => entry.step > saved)
  if (unsaved.length === 0) return save
  const replayed = replayJournal(save, unsaved, rules)
  // Saved at once; the journal goes once the save holding its moves has landed.
  onNextWrite(() => dropJournal(writer))
  scheduleAutosave(
    () => {
      const { fullGame, past, future } = get()
      return fullGame ? toSaveFile(fullGame, past, future) : null
    },
    (error) => get().showNotice(autosaveFailedNotice(error)),
    { kind: 'other' },
  )
  if (replayed.lost > 0) {
    get().showNotice(staleSaveNotice(replayed.lost, replayed.lastAt ?? Date.now()))
  } else {
    get().showNotice(movesReplayedNotice(replayed.replayed))
  }
  return replayed
}

export interface RestoreSlice {
  /** 'pending' until the autosave has been looked for; the app waits for it. */
  restoreStatus: 'pending' | 'done'
  /**
   * Loads the autosave back exactly, or reports why it could not. `keepWaiting`: the caller has
   * more to do before the app may show anything (a scenario link) and calls skipRestore after.
   */
  restore: (keepWaiting?: boolean) => Promise<void>
  /** Skips the autosave (a scenario link starts its own game). */
  skipRestore: () => void
}

export const createRestoreSlice: StateCreator<GameStore, [], [], RestoreSlice> = (set, get) => ({
  restoreStatus: 'pending',
  skipRestore: () => {
    dropEarlyRead()
    set({ restoreStatus: 'done' })
  },
  restore: async (keepWaiting = false) => {
    // The rules load while the save is read: the table's view of the restored game and its
    // first action need them. A failed load is not the save's fault: it stays stored, for a
    // reload, and a notice says so.
    const rules = loadRules().then(
      (loaded) => ({ loaded }),
      (error: unknown) => ({ error }),
    )
    try {
      const result = await readSaveToRestore()
      // Only a game waits for the rules: with none, the setup screen shows without them.
      const got = result.kind === 'ok' ? await rules : null
      if (got && 'error' in got) {
        get().showNotice(rulesUnavailableNotice(got.error, true))
      } else if (result.kind === 'ok' && got) {
        const { game, past, future } = await takeInJournal(result.save, got.loaded, get)
        // The device may be in either team's hands after a reload: no hand shows until the
        // team whose turn it is confirms behind the curtain (810.5).
        const team = game.turn.activeTeam
        useUi.getState().curtainFor(team)
        set({ ...seated(game), past, future })
      } else if (result.kind === 'none' && result.head) {
        // Moves journaled, but no save landed at all (a new game closed at once).
        const lost = (await readJournal(result.head.writer))?.entries ?? []
        const at = lost.at(-1)?.at
        if (at !== undefined) get().showNotice(staleSaveNotice(lost.length, at))
      } else if (result.kind === 'rejected') {
        get().showNotice(saveRejectedNotice(result.detail ?? result.reason))
      }
    } catch (error) {
      // Reading a save checks it, and its checks come with the rules (persistence.ts): when the
      // rules did not load, that is what went wrong, and the save is still stored.
      const got = await rules
      get().showNotice(
        'error' in got ? rulesUnavailableNotice(got.error, true) : restoreFailedNotice(error),
      )
    }
    if (!keepWaiting) set({ restoreStatus: 'done' })
  },
})
