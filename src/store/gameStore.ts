/** The game store, built from slices (zustand's slices pattern). */
import { create } from 'zustand'
import { createGameSlice, type GameSlice } from './gameSlice'
import { createNoticeSlice, type NoticeSlice } from './noticeSlice'
import { createRestoreSlice, type RestoreSlice } from './restoreSlice'

export type GameStore = GameSlice & NoticeSlice & RestoreSlice

export const useGame = create<GameStore>()((...a) => ({
  ...createGameSlice(...a),
  ...createNoticeSlice(...a),
  ...createRestoreSlice(...a),
}))

const initialState = useGame.getState()

/** Back to a fresh store (tests). */
export function resetGameStore(): void {
  useGame.setState(initialState, true)
}
