import { choosesFace, faceView, type Action, type CardView, type GameState } from '../../engine'
import { actorOf } from '../actor'

/**
 * "Turn over" for a modal DFC where its player chooses the face it is played or cast with: in
 * hand, in the command zone, on the stack (712.12). The menu item and the T key both give it;
 * whether it may is the engine's call. `face`: the name of the face it turns to.
 */
export function faceChoice(s: GameState, view: CardView): { action: Action; face: string } | null {
  if (view.faceDown || !choosesFace(s, view.id)) return null
  const other = view.faceUp === 'front' ? 'back' : 'front'
  return {
    action: { type: 'card/chooseFace', player: actorOf(view), card: view.id, face: other },
    face: faceView(s, view.id, other).name,
  }
}
