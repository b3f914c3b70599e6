import { useShallow } from 'zustand/react/shallow'
import { canSee, zone, type CardId, type PlayerId } from '../../engine'
import { useGame } from '../../store'

const NONE: CardId[] = []

/**
 * A player's hand as `viewer` may see it (810.5: owner and teammate); cards the viewer may not
 * see are left out entirely rather than drawn as backs.
 */
export function useHandOf(owner: PlayerId, viewer: PlayerId): CardId[] {
  return useGame(
    useShallow((s) => {
      const g = s.game
      return g ? zone(g, owner, 'hand').filter((id) => canSee(g, viewer, id)) : NONE
    }),
  )
}
