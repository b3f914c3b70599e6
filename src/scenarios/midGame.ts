/**
 * `/?scenario=mid-game`: a deterministic table a few turns in, built from the sample decks:
 * twelve permanents each (five lands, seven other permanents), seven cards in hand. What a
 * table usually looks like, for checking that it reads well (issue 21). Every change goes
 * through the engine, so the state is one the rules could reach.
 */
import {
  card,
  createGame,
  isInstantOrSorcery,
  isLandType,
  players,
  tryAction,
  zone,
  type Action,
  type GameState,
} from '../engine'
import { loadSamplePool, sampleSetup, type SamplePool } from '../cards/sampleDecks'
import { DEFAULT_PLAYER_NAMES } from './playerNames'

const SEED = 810_521
export const MID_GAME_LANDS = 5
export const MID_GAME_OTHERS = 7

export async function loadMidGame(): Promise<GameState> {
  return buildMidGame(await loadSamplePool())
}

export function buildMidGame(pool: SamplePool): GameState {
  let s = createGame(
    sampleSetup(pool, { names: DEFAULT_PLAYER_NAMES, seed: SEED, skipMulligans: true }),
  )
  const act = (action: Action) => {
    const result = tryAction(s, action)
    if (result.ok) s = result.state
  }
  for (let i = 0; i < 4; i++) act({ type: 'turn/end' })
  for (const p of players(s)) {
    const library = zone(s, p, 'library')
    const type = (id: string) => card(s, id).typeLine
    const lands = library.filter((id) => isLandType(type(id))).slice(0, MID_GAME_LANDS)
    const others = library
      .filter(
        (id) =>
          !isLandType(type(id)) && !isInstantOrSorcery(type(id)) && !card(s, id).isDoubleFaced,
      )
      .slice(0, MID_GAME_OTHERS)
    for (const id of [...lands, ...others])
      act({ type: 'card/move', player: p, card: id, to: 'battlefield' })
    for (const id of lands.slice(0, 2)) act({ type: 'card/tap', player: p, card: id })
  }
  return s
}
