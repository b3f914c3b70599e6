import { useShallow } from 'zustand/react/shallow'
import {
  possibleAttackers,
  type ActionOf,
  type CardId,
  type GameState,
  type PlayerId,
} from '../../engine'
import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { attackOpen } from './combatStage'

const NONE: CardId[] = []

/** The picked attackers that can still attack, in picking order: what "Attack" declares. */
export function pickedAttackers(
  g: GameState,
  drafted: Record<CardId, PlayerId | CardId>,
): CardId[] {
  if (!attackOpen(g)) return NONE
  const able = new Set(possibleAttackers(g))
  return Object.keys(drafted).filter((id) => able.has(id))
}

/** pickedAttackers as the table shows them: ids only, so a shallow compare says what changed. */
export function useAttackPicks(): CardId[] {
  const drafted = useCombatDraft((s) => s.attacks)
  return useGame(useShallow((s) => (s.game ? pickedAttackers(s.game, drafted) : NONE)))
}

/** The "Attack" action for these picks: each with the target the draft gives it, if any. */
export function attackAction(picked: CardId[]): ActionOf<'combat/attack'> {
  const drafted = useCombatDraft.getState().attacks
  return {
    type: 'combat/attack',
    attacks: picked.map((attacker) => {
      const target = drafted[attacker]
      return target === undefined ? { attacker } : { attacker, target }
    }),
  }
}
