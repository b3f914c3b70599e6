import { exploreChoice, type CardId, type CardView, type GameState } from '../../engine'

export interface ExploreReveal {
  card: CardId
  name: string
}

/**
 * The one choice explore can ask, as the engine decides it (701.44a): the revealed nonland card.
 * It becomes public as it is revealed, which is why the prompt may name it.
 */
export function exploreReveal(s: GameState, explorer: CardView): ExploreReveal | null {
  return exploreChoice(s, explorer.id)
}
