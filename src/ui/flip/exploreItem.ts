import { isLandType, type CardView, type GameState } from '../../engine'
import type { MenuItem } from '../menu/menuModel'
import { useGame } from '../../store'
import { exploreReveal } from './exploreReveal'

const EXPLORE = { key: 'flip.explore', ns: 'flip' }

/**
 * "Explore" for a nonland permanent (701.44; a noncreature can explore too, seed 002). It asks
 * first only when there is a choice to make; otherwise the engine explores at once.
 */
export function exploreItem(s: GameState, view: CardView): MenuItem | null {
  if (view.zone !== 'battlefield' || isLandType(view.typeLine)) return null
  // Explore reveals the top card to everyone (701.44a), so it is read from the whole game.
  if (exploreReveal(useGame.getState().fullGame ?? s, view)) {
    return {
      label: EXPLORE,
      command: { kind: 'dialog', dialog: { kind: 'explore', card: view.id } },
    }
  }
  return {
    label: EXPLORE,
    command: {
      kind: 'dispatch',
      action: { type: 'card/explore', player: view.controller, card: view.id },
    },
  }
}
