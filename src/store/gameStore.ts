/** The game store, built from slices (zustand's slices pattern). */
import { create } from 'zustand'
import { createGameSlice, type GameSlice } from './gameSlice'
import { createHistoryNoteSlice, type HistoryNoteSlice } from './historyNotes'
import { createNoticeSlice, type NoticeSlice } from './noticeSlice'
import { createRestoreSlice, type RestoreSlice } from './restoreSlice'

export type GameStore = GameSlice & HistoryNoteSlice & NoticeSlice & RestoreSlice

export const useGame = create<GameStore>()((...a) => ({
  ...createGameSlice(...a),
  ...createHistoryNoteSlice(...a),
  ...createNoticeSlice(...a),
  ...createRestoreSlice(...a),
}))

const initialState = useGame.getState()

/** Back to a fresh store (tests). */
export function resetGameStore(): void {
  useGame.setState(initialState, true)
}
