import { formatMessage } from '../../engine'
import english from '../../i18n/locales/en/later/combat.json'
import { useGame } from '../../store'
import { asScreen, mayTake, screenPlayer } from '../turns/screenPlayer'
import { useCombatDraft } from './combatDraft'
import { attackOpen } from './combatStage'
import { words } from './combatWords'
import { attackAction, pickedAttackers } from './useAttackPicks'

/** Whether this screen's player may declare the attack now: the active team's (805.10a). */
export function mayAttackHere(): boolean {
  const game = useGame.getState().game
  if (!game || !attackOpen(game)) return false
  return mayTake(game, screenPlayer(), { type: 'combat/declareAttackers', attacks: [] })
}

/** Each step is entered in turn, so what happens at the beginning of combat still happens (507). */
function toDeclareAttackers(): void {
  const { dispatch } = useGame.getState()
  const player = screenPlayer()
  for (let i = 0; i < 2 && useGame.getState().game?.turn.step !== 'declareAttackers'; i++) {
    if (!dispatch(asScreen({ type: 'turn/nextStep' }, player))) return
  }
}

/**
 * "Attack" (and A): declares the picked attack, from the first main phase, the beginning of
 * combat or the declare attackers step; with nothing picked it goes to declare attackers, or
 * there says to pick them. Only for the screen whose team may attack.
 */
export function attackNow(): void {
  const { game, dispatch, showNotice } = useGame.getState()
  if (!game || !mayAttackHere()) return
  const picked = pickedAttackers(game, useCombatDraft.getState().attacks)
  if (picked.length > 0) {
    dispatch(asScreen(attackAction(picked), screenPlayer()))
  } else if (game.turn.step !== 'declareAttackers') {
    toDeclareAttackers()
  } else {
    const detail = words('combat.pickAttackersFirst')
    showNotice({
      kind: 'info',
      code: 'PICK_ATTACKERS_FIRST',
      message: formatMessage(english, detail),
      detail,
    })
  }
}
