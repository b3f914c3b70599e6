import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { attackAction, pickedAttackers } from './useAttackPicks'

/** Each step is entered in turn, so what happens at the beginning of combat still happens (507). */
function toDeclareAttackers(): void {
  const { dispatch } = useGame.getState()
  for (let i = 0; i < 2 && useGame.getState().game?.turn.step !== 'declareAttackers'; i++) {
    if (!dispatch({ type: 'turn/nextStep' })) return
  }
}

/** "Attack": declares the picked attack, or with nothing picked goes to declare attackers. */
export function attackNow(): void {
  const { game, dispatch } = useGame.getState()
  if (!game) return
  const picked = pickedAttackers(game, useCombatDraft.getState().attacks)
  if (picked.length === 0) toDeclareAttackers()
  else dispatch(attackAction(picked))
}
