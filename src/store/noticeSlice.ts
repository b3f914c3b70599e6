import type { StateCreator } from 'zustand'
import type { Notice, NoticeInput } from './types'
import type { GameStore } from './gameStore'
import { englishOf } from './words'

export interface NoticeSlice {
  notice: Notice | null
  showNotice: (notice: NoticeInput) => void
  dismissNotice: () => void
}

let serial = 0

export const createNoticeSlice: StateCreator<GameStore, [], [], NoticeSlice> = (set) => ({
  notice: null,
  showNotice: ({ message, ...notice }) =>
    set({
      notice:
        typeof message === 'string'
          ? { ...notice, message, serial: ++serial }
          : { ...notice, message: englishOf(message), detail: message, serial: ++serial },
    }),
  dismissNotice: () => set({ notice: null }),
})
