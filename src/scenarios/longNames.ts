/**
 * `/?scenario=long-names`: a new game whose hands hold the seven cards of each deck with the
 * longest words in their names ("Rapid Hybridization", "Merfolk Branchwalker"), for checking that
 * a full hand shows every name whole (issue 37). Every change goes through the engine.
 */
import { card, createGame, players, tryAction, zone, type GameState } from '../engine'
import { loadSamplePool, sampleSetup, type SamplePool } from '../cards/sampleDecks'
import { DEFAULT_PLAYER_NAMES } from './playerNames'

const SEED = 810_037
const HAND = 7

export async function loadLongNames(): Promise<GameState> {
  return buildLongNames(await loadSamplePool())
}

/** The letters of a name's longest word, then the whole name's: longest first. */
function longness(name: string): [number, number] {
  return [Math.max(...name.split(/\s+/).map((word) => word.length)), name.length]
}

export function buildLongNames(pool: SamplePool): GameState {
  let s = createGame(
    sampleSetup(pool, { names: DEFAULT_PLAYER_NAMES, seed: SEED, skipMulligans: true }),
  )
  for (const p of players(s)) {
    const name = (id: string) => card(s, id).name
    const byLength = [...zone(s, p, 'hand'), ...zone(s, p, 'library')].sort((a, b) => {
      const [wa, na] = longness(name(a))
      const [wb, nb] = longness(name(b))
      return wb - wa || nb - na
    })
    const chosen = new Set(byLength.slice(0, HAND))
    const moves = [
      ...zone(s, p, 'hand')
        .filter((id) => !chosen.has(id))
        .map((id) => ({ id, to: 'library' as const })),
      ...[...chosen].map((id) => ({ id, to: 'hand' as const })),
    ]
    for (const { id, to } of moves) {
      const result = tryAction(s, { type: 'card/move', player: p, card: id, to })
      if (result.ok) s = result.state
    }
  }
  return s
}
