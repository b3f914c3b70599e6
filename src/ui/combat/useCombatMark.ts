import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { markOf, NO_MARK, type CombatMark } from './combatMarks'

/**
 * One card's combat mark. Both selectors look at this card only and return shallow-compared
 * fields, so a combat change re-renders the cards it concerns, not the whole table. The words
 * are said inside the selector: plain strings compare equal, fresh message objects never would.
 */
export function useCombatMark(id: CardId): CombatMark {
  const draft = useCombatDraft(
    useShallow((s) => ({
      target: s.attacks[id],
      blocks: s.blocks[id],
      pending: s.pendingBlocker === id,
    })),
  )
  const say = useSay()
  return useGame(
    useShallow((s): CombatMark => {
      if (!s.game) return NO_MARK
      const mark = markOf(s.game, id, draft)
      // Most cards are in no combat: the same object each time compares at once, where a new
      // one is compared field by field for each of ≈ 280 cards on every action (issue 10).
      if (mark.kind === null && mark.text === '') return NO_MARK
      return { kind: mark.kind, text: say(mark.text), badge: mark.badge && say(mark.badge) }
    }),
  )
}
