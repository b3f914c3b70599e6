/**
 * What each face of a double-faced permanent shows. The face that is up is the rules' own view;
 * the other is what the same engine function computes with that face up, so counters, "until end
 * of turn" changes and copy effects read the same on both sides (712.18, 712.9). Nothing here
 * decides a rule: it only asks the engine twice.
 */
import { card, type CardId, type CardView, type GameState } from '../../engine'

export interface FaceViews {
  front: CardView
  back: CardView
}

export function faceViews(game: GameState, id: CardId): FaceViews {
  const up = card(game, id)
  const instance = game.cards[id]
  if (!instance) return { front: up, back: up }
  const other = up.faceUp === 'front' ? 'back' : 'front'
  // A one-card state is enough: the view of a card reads only that card's instance.
  const turned = card({ ...game, cards: { [id]: { ...instance, faceUp: other } } }, id)
  return up.faceUp === 'front' ? { front: up, back: turned } : { front: turned, back: up }
}

/** The flip's 3D structure is drawn only for a face-up double-faced permanent (issue 10). */
export function showsFlip(view: CardView): boolean {
  return view.isDoubleFaced && !view.faceDown && view.zone === 'battlefield'
}
