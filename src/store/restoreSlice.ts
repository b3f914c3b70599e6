import type { StateCreator } from 'zustand'
import { turn } from '../engine'
import type { GameStore } from './gameStore'
import { readSave } from './persistence'
import { useUi } from './uiStore'

export interface RestoreSlice {
  /** 'pending' until the autosave has been looked for; the app waits for it. */
  restoreStatus: 'pending' | 'done'
  /** Loads the autosave back exactly, or reports why it could not. */
  restore: () => Promise<void>
  /** Skips the autosave (a scenario link starts its own game). */
  skipRestore: () => void
}

export const createRestoreSlice: StateCreator<GameStore, [], [], RestoreSlice> = (set, get) => ({
  restoreStatus: 'pending',
  skipRestore: () => set({ restoreStatus: 'done' }),
  restore: async () => {
    try {
      const result = await readSave()
      if (result.kind === 'ok') {
        const { game, past, future } = result.save
        // The device may be in either team's hands after a reload: no hand shows until the
        // team whose turn it is confirms behind the curtain (810.5).
        const team = turn(game).activeTeam
        useUi.setState({ viewingTeam: team, curtain: { to: team, from: team } })
        set({ game, past, future })
      } else if (result.kind === 'rejected') {
        get().showNotice({
          kind: 'warning',
          code: 'SAVE_REJECTED',
          message: `The saved game could not be restored (${result.reason}). It was kept aside; start a new game.`,
        })
      }
    } catch (error) {
      get().showNotice({
        kind: 'warning',
        code: 'RESTORE_FAILED',
        message: `The saved game could not be read: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
    set({ restoreStatus: 'done' })
  },
})
