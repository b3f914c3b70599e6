/**
 * A click (or Enter/Space) on a permanent while a combat is being put together: picks or drops
 * an attacker (from the first main phase on, as in Arena), aims the last one picked at a
 * planeswalker or battle, or picks a blocker and the attacker it blocks. Returns false when combat has nothing to
 * do with that card, so the card does what it always does (tap or untap).
 */
import {
  attackRefusalMessage,
  attackTargetOptions,
  defaultAttackTarget,
  formatMessage,
  possibleBlockers,
  type CardId,
  type GameState,
} from '../../engine'
import english from '../../i18n/locales/en/later/combat.json'
import { useGame } from '../../store'
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
  if (attackOpen(game)) return pickAttacker(game, id)
  if (game.turn.step === 'declareBlockers') return pickBlock(game, id)
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
  const refusal = attackRefusalMessage(g, id)
  if (refusal !== undefined) {
    // In a main phase a creature that can't attack does what it always does (tap or untap).
    if (g.turn.step !== 'declareAttackers') return false
    useGame.getState().showNotice({ kind: 'error', code: 'CANT_ATTACK', message: refusal })
    return true
  }
  draft.setAttack(id, defaultAttackTarget(g, id))
  return true
}

/**
 * A click on an opponent's planeswalker or battle while attackers are picked: the attacker
 * picked last attacks it instead (805.10b, 508.1b). The engine lists what it may attack.
 */
function aimAt(g: GameState, target: CardId): boolean {
  const aim = aimedAttacker(g)
  if (aim === undefined || !attackTargetOptions(g, aim).includes(target)) return false
  useCombatDraft.getState().setAttack(aim, target)
  return true
}

/** The attacker a click on a target aims: the one picked last. */
export function aimedAttacker(g: GameState): CardId | undefined {
  return pickedAttackers(g, useCombatDraft.getState().attacks).at(-1)
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
