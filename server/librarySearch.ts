/**
 * What a player searching their own library sees of it (701.19): every card, as the rules show
 * it, sorted by name and then by id, so the list says nothing of the library's order (a card's
 * id is given when the game is made, never by its place). Looking at the top N (401.4) shows
 * just those, in their order.
 */
import { card, zone, type CardView, type GameState, type PlayerId } from '../src/engine'

export function libraryForSearch(game: GameState, player: PlayerId): CardView[] {
  return zone(game, player, 'library')
    .map((id) => card(game, id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}

export function libraryTop(game: GameState, player: PlayerId, count: number): CardView[] {
  return zone(game, player, 'library')
    .slice(0, count)
    .map((id) => card(game, id))
}
