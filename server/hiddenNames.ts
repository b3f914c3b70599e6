/**
 * Words the server says on its own (a refusal, an undo's question) must not name a card the
 * device may not see (810.5, 708.5): the engine's views scrub their logs, and these helpers let
 * the room check any other words the same way.
 */
import { seenBy, type GameState, type Viewer } from '../src/engine'

/** A card's printed names: its own and each face's. */
export function namesOf(game: GameState, id: string): string[] {
  const data = game.cards[id]?.data
  if (!data) return []
  return [data.name, ...(data.card_faces ?? []).map((face) => face.name)].filter(Boolean)
}

/**
 * The names `viewer` knows no card by in any of `games` (states it has been shown): a Forest in
 * a library tells nothing while another Forest is on the table, so names it sees stay allowed.
 */
export function namesHiddenFrom(games: readonly GameState[], viewer: Viewer): Set<string> {
  const hidden = new Set<string>()
  const seen = new Set<string>()
  for (const game of games) {
    for (const id of Object.keys(game.cards)) {
      const into = seenBy(game, viewer, id) ? seen : hidden
      for (const name of namesOf(game, id)) into.add(name)
    }
  }
  for (const name of seen) hidden.delete(name)
  return hidden
}

export function saysAny(text: string, names: ReadonlySet<string>): boolean {
  for (const name of names) if (text.includes(name)) return true
  return false
}
