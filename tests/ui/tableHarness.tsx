/** Renders the table for a game put straight into the store, as a user would find it. */
import { render } from '@testing-library/react'
import {
  card,
  zone,
  type CardId,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../../src/engine'
import { flushAutosave, resetGameStore, resetUiStore, useGame, useUi } from '../../src/store'
import { Table } from '../../src/ui/table/Table'

export async function resetStores(): Promise<void> {
  await flushAutosave()
  resetGameStore()
  resetUiStore()
}

/** The table for `game`, turned to team A, or to `team` (the side whose decisions it offers). */
export function renderTable(game: GameState, team?: TeamId) {
  if (team !== undefined) useUi.setState({ viewingTeam: team })
  useGame.getState().loadGame(game)
  return render(<Table />)
}

export function game(): GameState {
  const g = useGame.getState().game
  if (!g) throw new Error('no game in the store')
  return g
}

export function nameOf(id: CardId): string {
  return card(game(), id).name
}

export function handOf(player: PlayerId): CardId[] {
  return zone(game(), player, 'hand')
}

export function cardElement(id: CardId): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-card-id="${id}"]`)
  if (!el) throw new Error(`card ${id} is not on the page`)
  return el
}
