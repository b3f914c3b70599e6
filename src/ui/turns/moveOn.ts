/**
 * "Next step" and "End turn" as this screen's player: only when the engine says that player may
 * (805.4a: the active team's), and never dropping picked attackers silently — leaving the declare
 * attackers step or ending the turn with attackers picked asks first (508.1).
 */
import type { Action, GameState, PlayerId } from '../../engine'
import { useGame } from '../../store'
import { useCombatDraft } from '../combat/combatDraft'
import { nextAction } from '../combat/nextAction'
import { pickedAttackers } from '../combat/useAttackPicks'
import { asScreen, mayTake, screenPlayer } from './screenPlayer'
import { useTurnAsk } from './turnAsk'

export type Move = 'next' | 'end'

/** What the move does now, as `player`: "Next" deals combat damage first when it is due. */
export function moveAction(g: GameState, move: Move, player: PlayerId | null): Action {
  return asScreen(move === 'next' ? nextAction(g) : { type: 'turn/end' }, player)
}

/** Whether `player` may make the move now: its button shows and its key works only then. */
export function mayMove(g: GameState | null, player: PlayerId | null, move: Move): boolean {
  return g !== null && mayTake(g, player, moveAction(g, move, player))
}

/** The attackers picked and not declared that the move would leave behind. */
export function attackersLeftBehind(g: GameState, move: Move): number {
  if (move === 'next' && g.turn.step !== 'declareAttackers') return 0
  return pickedAttackers(g, useCombatDraft.getState().attacks).length
}

/** Makes the move for this screen, or asks first; does nothing when the screen may not. */
export function moveOn(move: Move): void {
  const { game, dispatch } = useGame.getState()
  const player = screenPlayer()
  if (!game || !mayMove(game, player, move)) return
  const action = moveAction(game, move, player)
  if (attackersLeftBehind(game, move) > 0)
    useTurnAsk.getState().open({ kind: 'attackers', then: action })
  else dispatch(action)
}
