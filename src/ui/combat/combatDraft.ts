/**
 * The combat being put together on screen, before it is declared: which creatures the active
 * team picked to attack (and what each attacks), which blockers each defender picked. Kept out
 * of the game store so picking is free (no history step per click); declaring is one action.
 * A draft belongs to one turn: it is dropped when the turn changes or another game loads, and
 * kept otherwise, so undoing a declaration brings the picks back. It is the picks of the team the
 * table is turned to: passing the device puts them away until it comes back.
 */
import { create } from 'zustand'
import type { CardId, PlayerId, TeamId } from '../../engine'
import { useGame, useUi } from '../../store'

export interface CombatDraft {
  /** Picked attacker → the player, planeswalker or battle it will attack. In picking order. */
  attacks: Record<CardId, PlayerId | CardId>
  /** Picked blocker → the attacker it will block. */
  blocks: Record<CardId, CardId>
  /** A blocker picked on the table, waiting for a click on the attacker it blocks. */
  pendingBlocker: CardId | null
  /**
   * The picked attacker a click on an opponent's name plate, planeswalker or battle aims: the one
   * just picked, or chosen with its "Aim" button; none once it is aimed, so a later click on a
   * plate never re-aims an attacker by surprise.
   */
  aiming: CardId | null
  /** The last aim made that way, so it can be said and taken back. */
  lastAim: { attacker: CardId; from: PlayerId | CardId; to: PlayerId | CardId } | null
  setAttack: (attacker: CardId, target: PlayerId | CardId) => void
  /** Picks an attacker with its target, ready to be aimed elsewhere. */
  pickAttacker: (attacker: CardId, target: PlayerId | CardId) => void
  setAiming: (attacker: CardId | null) => void
  /** The attacker being aimed attacks `target` now; the aiming ends. */
  aim: (target: PlayerId | CardId) => void
  undoAim: () => void
  setAttacks: (attacks: Record<CardId, PlayerId | CardId>) => void
  removeAttack: (attacker: CardId) => void
  setBlock: (blocker: CardId, attacker: CardId) => void
  removeBlock: (blocker: CardId) => void
  setPendingBlocker: (blocker: CardId | null) => void
  reset: () => void
}

type Picks = Pick<CombatDraft, 'attacks' | 'blocks' | 'pendingBlocker' | 'aiming' | 'lastAim'>

const EMPTY: Picks = { attacks: {}, blocks: {}, pendingBlocker: null, aiming: null, lastAim: null }

/**
 * Each team's picks while the table is turned to the other team: a hot-seat device passed on
 * shows the other team none of them, and they come back with the device (810.5: undeclared
 * blocks are the defenders' own, never the attackers' to see or change).
 */
const putAway: Partial<Record<TeamId, Picks>> = {}

function without<T>(record: Record<CardId, T>, id: CardId): Record<CardId, T> {
  const { [id]: _gone, ...rest } = record
  return rest
}

export const useCombatDraft = create<CombatDraft>()((set) => ({
  ...EMPTY,
  setAttack: (attacker, target) =>
    set((s) => ({ attacks: { ...s.attacks, [attacker]: target }, lastAim: null })),
  pickAttacker: (attacker, target) =>
    set((s) => ({
      attacks: { ...s.attacks, [attacker]: target },
      aiming: attacker,
      lastAim: null,
    })),
  setAiming: (aiming) => set({ aiming, lastAim: null }),
  aim: (target) =>
    set((s) => {
      const attacker = s.aiming
      const from = attacker === null ? undefined : s.attacks[attacker]
      if (attacker === null || from === undefined) return {}
      return {
        attacks: { ...s.attacks, [attacker]: target },
        aiming: null,
        lastAim: from === target ? null : { attacker, from, to: target },
      }
    }),
  undoAim: () =>
    set((s) => {
      const last = s.lastAim
      if (last === null || s.attacks[last.attacker] !== last.to) return { lastAim: null }
      return { attacks: { ...s.attacks, [last.attacker]: last.from }, lastAim: null }
    }),
  setAttacks: (attacks) => set({ attacks, aiming: null, lastAim: null }),
  removeAttack: (attacker) =>
    set((s) => ({
      attacks: without(s.attacks, attacker),
      aiming: s.aiming === attacker ? null : s.aiming,
      lastAim: null,
    })),
  setBlock: (blocker, attacker) =>
    set((s) => ({ blocks: { ...s.blocks, [blocker]: attacker }, pendingBlocker: null })),
  removeBlock: (blocker) => set((s) => ({ blocks: without(s.blocks, blocker) })),
  setPendingBlocker: (pendingBlocker) => set({ pendingBlocker }),
  reset: () => {
    delete putAway.A
    delete putAway.B
    set(EMPTY)
  },
}))

useUi.subscribe(({ viewingTeam: now }, { viewingTeam: before }) => {
  if (now === before) return
  const { attacks, blocks, pendingBlocker, aiming, lastAim } = useCombatDraft.getState()
  putAway[before] = { attacks, blocks, pendingBlocker, aiming, lastAim }
  useCombatDraft.setState(putAway[now] ?? EMPTY)
  delete putAway[now]
})

useGame.subscribe(({ game: now }, { game: before }) => {
  if (now === before) return
  const sameCombat =
    now !== null &&
    before !== null &&
    now.seed === before.seed &&
    now.turn.number === before.turn.number
  if (!sameCombat) useCombatDraft.getState().reset()
})
