/**
 * A scenario link opened while a game is in progress (issue 27): the game stays on the table and
 * the players are asked whether the scenario replaces it. Answered yes, the scenario opens as one
 * more step of history, so Undo still brings the game back.
 */
import { create } from 'zustand'
import type { GameState } from '../engine'

export interface ScenarioOffer {
  name: string
  load: () => Promise<GameState>
}

export const useScenarioOffer = create<{ offer: ScenarioOffer | null }>()(() => ({ offer: null }))
