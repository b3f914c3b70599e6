import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { markOf, NO_MARK, type CombatMark } from './combatMarks'

/**
 * One card's combat mark. Both selectors look at this card only and return shallow-compared
 * fields, so a combat change re-renders the cards it concerns, not the whole table.
 */
export function useCombatMark(id: CardId): CombatMark {
  const draft = useCombatDraft(
    useShallow((s) => ({
      target: s.attacks[id],
      blocks: s.blocks[id],
      pending: s.pendingBlocker === id,
    })),
  )
  return useGame(useShallow((s) => (s.game ? markOf(s.game, id, draft) : NO_MARK)))
}
