/**
 * The combat being put together on screen, before it is declared: which creatures the active
 * team picked to attack (and what each attacks), which blockers each defender picked. Kept out
 * of the game store so picking is free (no history step per click); declaring is one action.
 * A draft belongs to one turn: it is dropped when the turn changes or another game loads, and
 * kept otherwise, so undoing a declaration brings the picks back.
 */
import { create } from 'zustand'
import type { CardId, PlayerId } from '../../engine'
import { useGame } from '../../store'

export interface CombatDraft {
  /** Picked attacker → the player, planeswalker or battle it will attack. In picking order. */
  attacks: Record<CardId, PlayerId | CardId>
  /** Picked blocker → the attacker it will block. */
  blocks: Record<CardId, CardId>
  /** A blocker picked on the table, waiting for a click on the attacker it blocks. */
  pendingBlocker: CardId | null
  setAttack: (attacker: CardId, target: PlayerId | CardId) => void
  setAttacks: (attacks: Record<CardId, PlayerId | CardId>) => void
  removeAttack: (attacker: CardId) => void
  setBlock: (blocker: CardId, attacker: CardId) => void
  removeBlock: (blocker: CardId) => void
  setPendingBlocker: (blocker: CardId | null) => void
  reset: () => void
}

const EMPTY = { attacks: {}, blocks: {}, pendingBlocker: null }

function without<T>(record: Record<CardId, T>, id: CardId): Record<CardId, T> {
  const { [id]: _gone, ...rest } = record
  return rest
}

export const useCombatDraft = create<CombatDraft>()((set) => ({
  ...EMPTY,
  setAttack: (attacker, target) => set((s) => ({ attacks: { ...s.attacks, [attacker]: target } })),
  setAttacks: (attacks) => set({ attacks }),
  removeAttack: (attacker) => set((s) => ({ attacks: without(s.attacks, attacker) })),
  setBlock: (blocker, attacker) =>
    set((s) => ({ blocks: { ...s.blocks, [blocker]: attacker }, pendingBlocker: null })),
  removeBlock: (blocker) => set((s) => ({ blocks: without(s.blocks, blocker) })),
  setPendingBlocker: (pendingBlocker) => set({ pendingBlocker }),
  reset: () => set(EMPTY),
}))

useGame.subscribe(({ game: now }, { game: before }) => {
  if (now === before) return
  const sameCombat =
    now !== null &&
    before !== null &&
    now.seed === before.seed &&
    now.turn.number === before.turn.number
  if (!sameCombat) useCombatDraft.getState().reset()
})
