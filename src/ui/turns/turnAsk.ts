/**
 * The questions the table asks before a move would drop a decision: picked attackers not yet
 * declared when the turn moves on (508.1), undeclared blocks when the defenders pass the device
 * back (509.1). Screen state only: never in the game, its history or its save.
 */
import { create } from 'zustand'
import type { Action } from '../../engine'
import { useUi } from '../../store'

export type TurnAsk =
  /** Attackers are picked; `then` is the move the player asked for (next step or end turn). */
  | { kind: 'attackers'; then: Action }
  /** The defenders owe their blocks and asked to pass the device on. */
  | { kind: 'blocks' }

interface TurnAskState {
  ask: TurnAsk | null
  open: (ask: TurnAsk) => void
  close: () => void
}

export const useTurnAsk = create<TurnAskState>()((set) => ({
  ask: null,
  open: (ask) => set({ ask }),
  close: () => set({ ask: null }),
}))

// A question belongs to the team that was asked: the device changing hands drops it.
useUi.subscribe(({ viewingTeam: now }, { viewingTeam: before }) => {
  if (now !== before) useTurnAsk.getState().close()
})
