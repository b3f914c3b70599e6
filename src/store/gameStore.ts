/** The game store, built from slices (zustand's slices pattern). */
import { create } from 'zustand'
import type { GameState, TeamId } from '../engine'
import { loadedRules } from './engineLoader'
import { createGameSlice, type GameSlice } from './gameSlice'
import { createHistoryNoteSlice, type HistoryNoteSlice } from './historyNoteSlice'
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

/**
 * The side a hot-seat game with a team DuoTable plays whole is held at (issue 39): the people's
 * team. That team never hands the device to the bots, so no curtain and no pass (uiStore's
 * `heldSide`); null when both teams have a person.
 */
export function peopleSide(game: GameState | null): TeamId | null {
  const rules = loadedRules()
  if (!game || !rules) return null
  const bots = rules.botSeats(game)
  const whole = (['A', 'B'] as const).filter((t) =>
    game.teams[t].players.every((p) => bots.includes(p)),
  )
  if (whole.length !== 1) return null
  return whole[0] === 'A' ? 'B' : 'A'
}

useGame.subscribe((state, previous) => {
  if (state.fullGame === previous.fullGame || state.room) return
  const side = peopleSide(state.fullGame)
  const ui = useUi.getState()
  if (ui.heldSide !== side) ui.holdSide(side)
})

const initialState = useGame.getState()

/** Back to a fresh store (tests). */
export function resetGameStore(): void {
  useGame.setState(initialState, true)
}
