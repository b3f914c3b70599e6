import type { Seat } from '../cards/sampleDecks'

/** The names the setup screen suggests and the scenarios use. */
export const DEFAULT_PLAYER_NAMES: Record<Seat, string> = {
  A1: 'A1 Ana',
  A2: 'A2 Ben',
  B1: 'B1 Cleo',
  B2: 'B2 Dev',
}
