import type { StateCreator } from 'zustand'
import { loadRules } from './engineLoader'
import type { GameStore } from './gameStore'
import { readSaveForThisTab } from './tabs'
import { useUi } from './uiStore'
import { restoreFailedNotice, saveRejectedNotice } from './notices'

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
        await rules
        const { game, past, future } = result.save
        // The device may be in either team's hands after a reload: no hand shows until the
        // team whose turn it is confirms behind the curtain (810.5).
        const team = game.turn.activeTeam
        useUi.getState().curtainFor(team)
        set({ game, past, future })
      } else if (result.kind === 'rejected') {
        get().showNotice(saveRejectedNotice(result.detail ?? result.reason))
      }
    } catch (error) {
      get().showNotice(restoreFailedNotice(error))
    }
    if (!keepWaiting) set({ restoreStatus: 'done' })
  },
})
