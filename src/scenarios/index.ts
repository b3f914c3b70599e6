import type { GameState } from '../engine'

/**
 * Scenarios a link can open: `/?scenario=late-game`. Each is a chunk of its own: it plays
 * through the rules, which the first screen does not load (issue 10).
 */
const SCENARIOS: Record<string, () => Promise<GameState>> = {
  'late-game': () => import('./lateGame').then((m) => m.loadLateGame()),
  'mid-game': () => import('./midGame').then((m) => m.loadMidGame()),
  'long-names': () => import('./longNames').then((m) => m.loadLongNames()),
}

/**
 * The scenario the page address asks for, if any. Unknown names are ignored, and only the list's
 * own names count: `?scenario=constructor` must not find Object.prototype's (issue 27).
 */
export function scenarioFromSearch(search: string): (() => Promise<GameState>) | null {
  const name = new URLSearchParams(search).get('scenario')
  return name !== null && Object.hasOwn(SCENARIOS, name) ? (SCENARIOS[name] ?? null) : null
}

/** The name of the scenario the address asks for, when it is a known one. */
export function scenarioName(search: string): string | null {
  const name = new URLSearchParams(search).get('scenario')
  return name !== null && Object.hasOwn(SCENARIOS, name) ? name : null
}

/**
 * The page address without its scenario: once the scenario's game is on the table it is the
 * players' game, autosaved like any other, and a reload must restore it as it is now, not start
 * the scenario over.
 */
export function withoutScenario(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('scenario')
  return url.pathname + url.search + url.hash
}
