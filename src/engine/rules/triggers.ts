/** Step triggers (805.4d): counted per player in a later issue; none are read yet. TODO(#5) */
import type { CardId, GameState } from '../types'

export function stepTriggers(_s: GameState): { card: CardId; times: number }[] {
  return []
}
