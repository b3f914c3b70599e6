/**
 * A click (or Enter/Space) on a permanent while a combat is being put together, on the screen of
 * the team that declares it: picks or drops an attacker (from the first main phase on, as in
 * Arena; one that can't attack says why instead of tapping), aims the attacker being aimed at a
 * planeswalker or battle, or picks a blocker and the attacker it blocks. Returns false when combat
 * has nothing to do with that card, so the card does what it always does (tap or untap).
 */
import {
  attackRefusalMessage,
  attackTargetOptions,
  defaultAttackTarget,
  formatMessage,
  possibleBlockers,
  type Action,
  type CardId,
  type GameState,
} from '../../engine'
import english from '../../i18n/locales/en/later/combat.json'
import { useGame } from '../../store'
import { mayTake, screenPlayer } from '../turns/screenPlayer'
import { useCombatDraft } from './combatDraft'
import {
  attackOpen,
  blockOpen,
  cardName,
  defenders,
  isAttacking,
  isCreatureCard,
} from './combatStage'
import { words } from './combatWords'
import { pickedAttackers } from './useAttackPicks'

export function combatClick(id: CardId): boolean {
  const game = useGame.getState().game
  if (!game || game.cards[id]?.zone !== 'battlefield') return false
  // Only the screen whose team declares picks (805.10a, 509.1): the engine says which.
  const player = screenPlayer()
  const attacks: Action = { type: 'combat/declareAttackers', attacks: [] }
  if (attackOpen(game) && mayTake(game, player, attacks)) return pickAttacker(game, id)
  const blocks: Action = { type: 'combat/declareBlockers', player: player ?? '', blocks: [] }
  if (game.turn.step === 'declareBlockers' && mayTake(game, player, blocks)) {
    return pickBlock(game, id)
  }
  return false
}

function pickAttacker(g: GameState, id: CardId): boolean {
  const controller = g.cards[id]?.controller ?? ''
  // Lands and other permanents still tap for mana while attackers are picked.
  if (!g.teams[g.turn.activeTeam].players.includes(controller)) return aimAt(g, id)
  if (!isCreatureCard(g, id)) return false
  const draft = useCombatDraft.getState()
  if (draft.attacks[id] !== undefined) {
    draft.removeAttack(id)
    return true
  }
  // A catalog message: the store keeps its English, the notice says it in the players' language.
  // A creature that can't attack says why rather than tapping (its menu still taps it).
  const refusal = attackRefusalMessage(g, id)
  if (refusal !== undefined) {
    useGame.getState().showNotice({ kind: 'error', code: 'CANT_ATTACK', message: refusal })
    return true
  }
  draft.pickAttacker(id, defaultAttackTarget(g, id))
  return true
}

/**
 * A click on an opponent's planeswalker or battle while an attacker is being aimed (just picked,
 * or its "Aim" pressed): it attacks that instead (805.10b, 508.1b), and the aiming ends. The
 * engine lists what it may attack.
 */
function aimAt(g: GameState, target: CardId): boolean {
  const aim = useCombatDraft.getState().aiming
  if (aim === null || !pickedAttackers(g, useCombatDraft.getState().attacks).includes(aim)) {
    return false
  }
  if (!attackTargetOptions(g, aim).includes(target)) return false
  useCombatDraft.getState().aim(target)
  return true
}

function pickBlock(g: GameState, id: CardId): boolean {
  if (!defenders(g).some((p) => blockOpen(g, p))) return false
  const draft = useCombatDraft.getState()
  if (isAttacking(g, id)) {
    const pending = draft.pendingBlocker
    if (pending !== null && blockOpen(g, g.cards[pending]?.controller ?? '')) {
      draft.setBlock(pending, id)
    } else {
      // The notice says `detail` in the players' language; `message` keeps the English words.
      const detail = words('combat.pickBlockerFirst', { name: cardName(g, id) })
      useGame.getState().showNotice({
        kind: 'info',
        code: 'PICK_BLOCKER_FIRST',
        message: formatMessage(english, detail),
        detail,
      })
    }
    return true
  }
  const controller = g.cards[id]?.controller ?? ''
  if (!blockOpen(g, controller) || !possibleBlockers(g, controller).includes(id)) return false
  if (draft.blocks[id] !== undefined) {
    draft.removeBlock(id)
  } else if (draft.pendingBlocker === id) {
    draft.setPendingBlocker(null)
  } else if (g.combat.attacks.length === 1 && g.combat.attacks[0]) {
    draft.setBlock(id, g.combat.attacks[0].attacker)
  } else {
    draft.setPendingBlocker(id)
  }
  return true
}
