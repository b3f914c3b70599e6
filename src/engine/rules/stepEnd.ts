/**
 * What must happen before the game leaves a step, so that no decision is dropped by moving on:
 *
 * - An open 903.9 choice: 903.9a is a state-based action (704.6d), and state-based actions are
 *   checked before any player receives priority (704.3), so the owner answers before the step
 *   can end; 903.9b is a replacement, answered as the move happens (614.1). Whoever moves on.
 * - Blocks owed: the defending team declares blockers as the declare blockers step begins
 *   (509.1), before anyone may pass; "no blocks" is a declaration too.
 * - Combat damage due: dealt as the combat damage step begins (510.1–510.2), never skipped.
 */
import type { ActionType } from '../actions'
import { RuleError } from '../errors'
import { message } from '../message'
import { otherTeam, playerName } from '../state'
import type { GameState } from '../types'
import { aCard, cardWord, teamWord } from '../words'
import { pendingChoices } from './commanderChoices'
import { blocksOwedBy } from './declarations'

const CHOICE_RULE = { graveyard: '903.9a', exile: '903.9a', hand: '903.9b', library: '903.9b' }

/** The open 903.9 choice the game waits on before any step ends, as a refusal. */
export function choiceBeforeStepEnds(s: GameState): RuleError | null {
  const choice = pendingChoices(s).find((q) => Object.hasOwn(s.players, q.owner))
  if (!choice) return null
  const rule = CHOICE_RULE[choice.zone]
  // A view may hold the card under another id (a library is hidden, 810.5): "a card" then.
  const card = Object.hasOwn(s.cards, choice.card) ? cardWord(s, choice.card) : aCard()
  const words = { player: playerName(s, choice.owner), card, rule }
  return new RuleError('CHOICE_OPEN', message('waiting.commanderChoice', words), rule)
}

/** The combat declaration or damage the current step still owes, as a refusal. */
export function combatBeforeStepEnds(s: GameState): RuleError | null {
  const defending = otherTeam(s.turn.activeTeam)
  if (s.teams[defending].players.some((p) => blocksOwedBy(s, p))) {
    const words = { team: teamWord(s, defending) }
    return new RuleError('BLOCKS_OWED', message('waiting.blocksOwed', words), '509.1')
  }
  const { step } = s.turn
  if (step === 'combatDamage' && s.combat.attacks.length > 0 && !s.combat.damageDone) {
    return new RuleError('DAMAGE_DUE', message('waiting.damageDue'), '510.1')
  }
  return null
}

/**
 * Why an action of this type may not leave the step now; null when it may. Moving the turn on or
 * ending it waits for every decision; "Attack" and the team's block (which move the turn on
 * themselves) wait for an open 903.9 choice, the block being the declaration owed.
 */
export function awaitedBeforeStepEnds(s: GameState, type: ActionType): RuleError | null {
  const choice = choiceBeforeStepEnds(s)
  if (choice) return choice
  return type === 'turn/nextStep' || type === 'turn/end' ? combatBeforeStepEnds(s) : null
}
