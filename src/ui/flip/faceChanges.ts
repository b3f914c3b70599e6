/**
 * Which cards turned over between two game states: a transform (701.27), its undo or redo, or a
 * transformed permanent that left the battlefield and is front face up again (712.14). Nothing
 * here decides a rule: it compares the faces the engine says are up.
 */
import type { CardId, GameState } from '../../engine'

export function faceChanges(before: GameState, after: GameState): CardId[] {
  if (before.cards === after.cards) return []
  const turned: CardId[] = []
  for (const [id, now] of Object.entries(after.cards)) {
    const was = before.cards[id]
    if (!was || was === now || was.faceUp === now.faceUp) continue
    // A face-down card shows no face to turn (708.2); turning one face up is not a transform.
    if (was.faceDown || now.faceDown) continue
    turned.push(id)
  }
  return turned
}
