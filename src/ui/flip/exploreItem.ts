import type { CardView, GameState } from '../../engine'
import type { MenuItem } from '../menu/menuModel'
import { exploreReveal } from './exploreReveal'

/**
 * "Explore" for a nonland permanent (701.44; a noncreature can explore too, seed 002). It asks
 * first only when there is a choice to make; otherwise the engine explores at once.
 */
export function exploreItem(s: GameState, view: CardView): MenuItem | null {
  if (view.zone !== 'battlefield' || /\bLand\b/.test(view.typeLine)) return null
  if (exploreReveal(s, view)) {
    return {
      label: 'Explore',
      command: { kind: 'dialog', dialog: { kind: 'explore', card: view.id } },
    }
  }
  return {
    label: 'Explore',
    command: {
      kind: 'dispatch',
      action: { type: 'card/explore', player: view.controller, card: view.id },
    },
  }
}
