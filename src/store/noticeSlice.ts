import type { StateCreator } from 'zustand'
import type { Notice, NoticeInput } from './types'
import type { GameStore } from './gameStore'

export interface NoticeSlice {
  notice: Notice | null
  showNotice: (notice: NoticeInput) => void
  dismissNotice: () => void
}

let serial = 0

export const createNoticeSlice: StateCreator<GameStore, [], [], NoticeSlice> = (set) => ({
  notice: null,
  showNotice: (notice) => set({ notice: { ...notice, serial: ++serial } }),
  dismissNotice: () => set({ notice: null }),
})
