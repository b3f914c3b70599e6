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

/** True while "Attack" is on its way to declare attackers: a second press must not go past it. */
let going = false

/**
 * Each step is entered in turn, so what happens at the beginning of combat still happens (507).
 * Each step is asked for once the one before has been answered — in a room, once its view has
 * come — so the step read is the step the table is at, never one the room has already left.
 */
async function toDeclareAttackers(): Promise<void> {
  const player = screenPlayer()
  going = true
  try {
    for (let i = 0; i < 2 && useGame.getState().game?.turn.step !== 'declareAttackers'; i++) {
      const outcome = await useGame.getState().perform(asScreen({ type: 'turn/nextStep' }, player))
      if (!outcome.ok) return
    }
  } finally {
    going = false
  }
}

/**
 * "Attack" (and A): declares the picked attack, from the first main phase, the beginning of
 * combat or the declare attackers step; with nothing picked it goes to declare attackers, or
 * there says to pick them. Only for the screen whose team may attack.
 */
export async function attackNow(): Promise<void> {
  const { game, dispatch, showNotice } = useGame.getState()
  if (!game || going || !mayAttackHere()) return
  const picked = pickedAttackers(game, useCombatDraft.getState().attacks)
  if (picked.length > 0) {
    dispatch(asScreen(attackAction(picked), screenPlayer()))
  } else if (game.turn.step !== 'declareAttackers') {
    await toDeclareAttackers()
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
