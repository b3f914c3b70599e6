import type { StateCreator } from 'zustand'
import { loadRules } from './engineLoader'
import type { GameStore } from './gameStore'
import { dropEarlyRead, readSaveToRestore, thisTab } from './tabs'
import { seated, viewProblem } from './seatedView'
import { keepAside } from './keptAside'
import { clearSave } from './persistence'
import { packSave } from '../shared/save/savePacking'
import { storeMessage } from './words'
import { useUi } from './uiStore'
import {
  movesReplayedNotice,
  restoreFailedNotice,
  rulesUnavailableNotice,
  saveRejectedNotice,
  saveSalvagedNotice,
  staleSaveNotice,
} from './notices'
import { takeInJournals, type TakenIn } from './journalTakeIn'
import { autosaveOf } from './localSession'

/** What the players are told of the moves journaled since the save (journalTakeIn.ts). */
function journalNotice(taken: TakenIn) {
  if (taken.lost > 0) return staleSaveNotice(taken.lost, taken.lastAt ?? Date.now())
  return taken.replayed > 0 ? movesReplayedNotice(taken.replayed) : null
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
        // A save refused and salvaged back to an older state: the moves journaled on top of
        // the refused one cannot be played on it.
        const playable = (result.salvaged?.moves ?? 0) === 0
        const tab = thisTab().tabId
        const taken = await takeInJournals(tab, result.save, got.loaded, playable)
        const { game, past, future } = taken.played ?? result.save
        const broken = viewProblem(game)
        if (broken !== null) {
          // Checked, and still it breaks the table (issue 40): kept aside, never overwritten.
          await keepAside(packSave({ ...result.save, game, past, future }), 'rejected')
          await clearSave()
          const reason = storeMessage('save.viewBroken', { why: broken })
          get().showNotice(saveRejectedNotice(reason))
          if (!keepWaiting) set({ restoreStatus: 'done' })
          return
        }
        // The device may be in either team's hands after a reload: no hand shows until the
        // team whose turn it is confirms behind the curtain (810.5).
        const team = game.turn.activeTeam
        useUi.getState().curtainFor(team)
        set({ ...seated(game), past, future })
        // Saved at once when it differs from the save: the moves taken in are journaled already.
        if (result.salvaged || taken.replayed > 0 || taken.lost > 0) autosaveOf(set, get)(null)
        const notice = result.salvaged ? saveSalvagedNotice(result.salvaged) : journalNotice(taken)
        if (notice) get().showNotice(notice)
      } else {
        // No save to play the journaled moves on: they are told as lost (a refused save says
        // so itself), and the journals removed.
        const taken = await takeInJournals(thisTab().tabId, null, null)
        if (result.kind === 'rejected') {
          get().showNotice(saveRejectedNotice(result.detail ?? result.reason))
        } else {
          const notice = journalNotice(taken)
          if (notice) get().showNotice(notice)
        }
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
