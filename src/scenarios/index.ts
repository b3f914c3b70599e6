import type { GameState } from '../engine'
import { loadLateGame } from './lateGame'

/** Scenarios a link can open: `/?scenario=late-game`. */
const SCENARIOS: Record<string, () => Promise<GameState>> = {
  'late-game': loadLateGame,
}

/** The scenario the page address asks for, if any (unknown names are ignored). */
export function scenarioFromSearch(search: string): (() => Promise<GameState>) | null {
  const name = new URLSearchParams(search).get('scenario')
  return name ? (SCENARIOS[name] ?? null) : null
}
