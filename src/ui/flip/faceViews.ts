/**
 * What each face of a double-faced card shows. The face that is up on a permanent is the rules'
 * own view; the other is what the same engine function computes with that face up, so counters,
 * "until end of turn" changes and copy effects read the same on both sides (712.18, 712.9). A
 * modal DFC in hand or the command zone shows the face its player turned up (712.12), though the
 * rules see its front there (712.8a): the engine says what each face reads. Nothing here decides
 * a rule: it only asks the engine.
 */
import {
  card,
  choosesFace,
  faceView,
  type CardId,
  type CardView,
  type GameState,
} from '../../engine'

export interface FaceViews {
  front: CardView
  back: CardView
}

export function faceViews(game: GameState, id: CardId): FaceViews {
  const up = card(game, id)
  if (!game.cards[id]) return { front: up, back: up }
  const other = up.faceUp === 'front' ? 'back' : 'front'
  const shown = choosesFace(game, id) ? faceView(game, id, up.faceUp) : up
  const turned = faceView(game, id, other)
  return up.faceUp === 'front' ? { front: shown, back: turned } : { front: turned, back: shown }
}

/**
 * The flip's structure is drawn for a face-up double-faced permanent (issue 10), and for a modal
 * DFC where its player chooses the face (`choosing`: in hand, the command zone, on the stack).
 */
export function showsFlip(view: CardView, choosing = false): boolean {
  return view.isDoubleFaced && !view.faceDown && (view.zone === 'battlefield' || choosing)
}
