/** The game store, built from slices (zustand's slices pattern). */
import { create } from 'zustand'
import { createGameSlice, type GameSlice } from './gameSlice'
import { createHistoryNoteSlice, type HistoryNoteSlice } from './historyNotes'
import { createNoticeSlice, type NoticeSlice } from './noticeSlice'
import { createRestoreSlice, type RestoreSlice } from './restoreSlice'
import { seated } from './seatedView'
import { useUi } from './uiStore'

export type GameStore = GameSlice & HistoryNoteSlice & NoticeSlice & RestoreSlice

export const useGame = create<GameStore>()((...a) => ({
  ...createGameSlice(...a),
  ...createHistoryNoteSlice(...a),
  ...createNoticeSlice(...a),
  ...createRestoreSlice(...a),
}))

// The table turned to the other team shows that team's view of the same game.
useUi.subscribe((ui, before) => {
  if (ui.viewingTeam === before.viewingTeam) return
  const { fullGame, room } = useGame.getState()
  // A room's device holds only the view the room sent it: there is nothing else to show.
  if (fullGame && !room) useGame.setState(seated(fullGame))
})

const initialState = useGame.getState()

/** Back to a fresh store (tests). */
export function resetGameStore(): void {
  useGame.setState(initialState, true)
}
