import { card, zone, type CardId, type CardView, type GameState } from '../../engine'

export interface ExploreReveal {
  card: CardId
  name: string
}

/**
 * The one choice explore can ask (701.44a): only when the top card of the explorer's own library
 * (810.5: never the teammate's) is not a land. A land goes to hand and an empty library reveals
 * nothing (701.44b), so then there is nothing to ask. The card becomes public as it is revealed,
 * which is why the prompt may name it. In the library a DFC is its front face (712.8a).
 */
export function exploreReveal(s: GameState, explorer: CardView): ExploreReveal | null {
  const top = zone(s, explorer.controller, 'library')[0]
  if (top === undefined) return null
  const revealed = card(s, top)
  if (/\bLand\b/.test(revealed.typeLine)) return null
  return { card: top, name: revealed.name }
}
