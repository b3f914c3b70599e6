/**
 * The built-in sample decks as a game's setup. The pool itself, the decklists and the tokens
 * load lazily (samplePool.ts); this module brings the deck reader with it, so the setup screen
 * loads it with the deck checks (ui/commander/deckChecks.ts), not with its first paint.
 */
import { makeCardIndex, type Deck } from '../deck'
import type { CardData, GameSetup, PlayerSetup, TeamId } from '../engine'
import { loadSamplePool, type SamplePool, type Seat } from './samplePool'

export { loadSamplePool, SEATS } from './samplePool'
export type { SampleDeck, SamplePool, Seat } from './samplePool'

export interface SampleSetupOptions {
  /** Player names by seat; a missing one is the seat id. */
  names?: Partial<Record<Seat, string>>
  /** Deck ids by seat; default the sample decks in seat order. */
  deckIds?: Partial<Record<Seat, string>>
  /** Decks already resolved (imported decklists) by seat; a seat's deck here wins over its id. */
  decks?: Partial<Record<Seat, Deck>>
  seed?: number
  startingLife?: number
  skipMulligans?: boolean
}

/** The engine's GameSetup for the sample decks, loading the pool first. */
export async function buildSampleSetup(options: SampleSetupOptions = {}): Promise<GameSetup> {
  return sampleSetup(await loadSamplePool(), options)
}

/** The same, from a loaded pool; throws when a deck or card is unknown. */
export function sampleSetup(pool: SamplePool, options: SampleSetupOptions = {}): GameSetup {
  const find = makeCardIndex(pool.cards)
  const lookup = (name: string): CardData => {
    const data = find(name)
    if (!data) throw new Error(`The sample pool has no card named "${name}".`)
    return data
  }
  const player = (seat: Seat, index: number): PlayerSetup => {
    const name = options.names?.[seat]?.trim() || seat
    const resolved = options.decks?.[seat]
    if (resolved)
      return { id: seat, name, commanders: resolved.commanders, library: resolved.cards }
    const deckId = options.deckIds?.[seat]
    const deck = deckId ? pool.decks.find((d) => d.id === deckId) : pool.decks[index]
    if (!deck) throw new Error(`There is no sample deck "${deckId ?? index}" for ${seat}.`)
    return {
      id: seat,
      name,
      commanders: deck.commanders.map(lookup),
      library: deck.cards.flatMap((entry) =>
        Array.from({ length: entry.count }, () => lookup(entry.name)),
      ),
    }
  }
  const team = (id: TeamId, first: Seat, second: Seat, at: number) => ({
    id,
    name: `Team ${id}`,
    players: [player(first, at), player(second, at + 1)] as [PlayerSetup, PlayerSetup],
  })
  const setup: GameSetup = {
    teams: [team('A', 'A1', 'A2', 0), team('B', 'B1', 'B2', 2)],
  }
  if (options.seed !== undefined) setup.seed = options.seed
  if (options.startingLife !== undefined) setup.startingLife = options.startingLife
  if (options.skipMulligans !== undefined) setup.skipMulligans = options.skipMulligans
  return setup
}
