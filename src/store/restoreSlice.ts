import type { StateCreator } from 'zustand'
import { loadRules } from './engineLoader'
import type { GameStore } from './gameStore'
import { readSaveForThisTab } from './tabs'
import { seated } from './seatedView'
import { useUi } from './uiStore'
import {
  autosaveFailedNotice,
  movesReplayedNotice,
  restoreFailedNotice,
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
  skipRestore: () => set({ restoreStatus: 'done' }),
  restore: async (keepWaiting = false) => {
    // The rules load while the save is read: the restored game's first action needs them. A
    // failed load is not the save's fault: the table, which needs them too, says so.
    const rules = loadRules().catch(() => undefined)
    try {
      const result = await readSaveForThisTab()
      if (result.kind === 'ok') {
        const loaded = await rules
        const { game, past, future } = loaded
          ? await takeInJournal(result.save, loaded, get)
          : result.save
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
      get().showNotice(restoreFailedNotice(error))
    }
    if (!keepWaiting) set({ restoreStatus: 'done' })
  },
})
