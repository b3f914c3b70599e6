/**
 * Recipes are drawn without seeing the state, so an action that needs a rare situation (a combat
 * step, an open 903.9 choice, a modal DFC in hand) would nearly always be refused. Steering turns
 * some recipes into what the game waits for; preparing turns some into the action that makes the
 * situation, so the next recipe of that type finds it. Both leave a share of recipes as they are,
 * so the refusals are generated too.
 */
import {
  attackDeclared,
  mulligan,
  type Action,
  type ActionType,
  type GameState,
  type Step,
} from '../../src/engine'
import { BUILDERS } from './builders'
import { MODAL_CARDS } from './modalCards'
import type { ActionRecipe } from './arbitraries'
import { cardsFrom, nth, type Resolver } from './resolver'

/** The step each combat action belongs in (506–511). */
const COMBAT_STEPS: Partial<Record<ActionType, Step>> = {
  'combat/declareAttackers': 'declareAttackers',
  'combat/declareBlockers': 'declareBlockers',
  'combat/declareTeamBlockers': 'declareBlockers',
  'combat/assignDamage': 'combatDamage',
  'combat/damage': 'combatDamage',
}

/** The combat action the current step is waiting for, if any. */
function combatWaitingFor(s: GameState): ActionType | undefined {
  const { attacks, blockersDeclared, damageDone, attackersDeclared } = s.combat
  switch (s.turn.step) {
    case 'declareAttackers':
      return attacks.length === 0 && attackersDeclared !== true
        ? 'combat/declareAttackers'
        : undefined
    case 'declareBlockers':
      return attacks.length > 0 && blockersDeclared.length < 2
        ? 'combat/declareBlockers'
        : undefined
    case 'combatDamage':
      if (attacks.length === 0 || damageDone) return undefined
      // A blocked attacker's split comes first (510.1c–d), once; then the damage.
      return s.combat.blocks.some((b) => s.combat.assignments?.[b.attacker] === undefined)
        ? 'combat/assignDamage'
        : 'combat/damage'
    default:
      return undefined
  }
}

/**
 * Some recipes (option >= 192; >= 64 for combat) steer: during the mulligans they become the
 * declaration or bottoming the procedure waits for, and a combat action out of its step becomes
 * what this step of combat waits for, or moves the turn on. `combat`: a game set for combat.
 */
export function steered(s: GameState, recipe: ActionRecipe, combat: boolean): ActionType {
  // A combat game: most other recipes become what combat waits for, or move the turn on to it.
  if (combat && s.mulligan.done && COMBAT_STEPS[recipe.type] === undefined && recipe.option >= 96)
    return combatWaitingFor(s) ?? 'turn/nextStep'
  const step = COMBAT_STEPS[recipe.type]
  if (recipe.option < (step === undefined ? 192 : 64)) return recipe.type
  if (!s.mulligan.done) {
    const owing = Object.values(s.mulligan.mustBottom).some((n) => n > 0)
    return owing ? 'mulligan/bottom' : 'mulligan/decide'
  }
  if (step === undefined || s.turn.step === step) return recipe.type
  return combatWaitingFor(s) ?? 'turn/nextStep'
}

/**
 * For the types whose situation random play seldom makes: the action that makes it, or
 * undefined when the situation is there (then the type is built as it is).
 */
const PREPARERS: Partial<Record<ActionType, (x: Resolver) => Action | undefined>> = {
  // 903.9: a commander moved to a graveyard, exile, hand or library opens its owner's choice.
  'commander/return': (x) => {
    if ((x.s.commanderChoices ?? []).length > 0) return undefined
    const card = x.card({ from: 'commander', n: x.r.card.n }, 'commander')
    const owner = x.ownerOf(card)
    if (owner === undefined) return undefined
    const to = nth(['graveyard', 'exile', 'hand', 'library'] as const, x.r.option) ?? 'graveyard'
    return { type: 'card/move', player: owner, card, to }
  },
  // 712.12: a modal DFC from the card search into the hand of whoever acts.
  'card/chooseFace': (x) => {
    if (cardsFrom(x.s, 'modal').length > 0) return undefined
    const data = nth(MODAL_CARDS, x.r.option) ?? MODAL_CARDS[0]
    if (!data) return undefined
    return { type: 'card/conjure', player: x.activePlayer(x.r.player.n), data, to: 'hand' }
  },
  // 707: a permanent becomes a copy of another, so there is a copy effect to end.
  'card/endCopy': (x) => {
    if (x.s.battlefield.some((id) => x.cardOf(id)?.copy != null)) return undefined
    if (x.s.battlefield.length < 2) return undefined
    const card = x.card({ from: 'battlefield', n: x.r.card.n }, 'battlefield')
    const of =
      nth(
        x.s.battlefield.filter((id) => id !== card),
        x.r.other.n,
      ) ?? card
    return { type: 'card/becomeCopy', player: x.controllerOf(card) ?? 'A1', card, of }
  },
  // "Attack" from the first main phase, the beginning of combat or declare attackers (507–508).
  'combat/attack': (x) => {
    const { step } = x.s.turn
    const open = step === 'main1' || step === 'beginCombat' || step === 'declareAttackers'
    return open && !attackDeclared(x.s) ? undefined : { type: 'turn/nextStep' }
  },
  // 103.5: bottoming comes after a keep that follows a mulligan; once the mulligans are over
  // it can't come again, so the turn moves on instead.
  'mulligan/bottom': (x) => {
    if (x.s.mulligan.done) return { type: 'turn/nextStep' }
    const owing = Object.values(x.s.mulligan.mustBottom).some((n) => n > 0)
    if (owing || mulligan(x.s).deciding.length === 0) return undefined
    return BUILDERS['mulligan/decide']?.(x)
  },
}

/** One recipe in sixteen is left as drawn, whatever the state: those make the refusals. */
export function prepared(x: Resolver, type: ActionType): Action | undefined {
  if (x.r.prepare === 0) return undefined
  return PREPARERS[type]?.(x)
}
