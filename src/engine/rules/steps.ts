/**
 * What happens as the active team's turn enters each step (805.4, 500–514): the turn-based draw
 * for each player of the team (504.1, 805.4b) except on the starting team's first turn (103.8b),
 * creatures leaving combat (511.3), the cleanup step (514), and reminders of step triggers.
 */
import { addLog, logName, playerName } from '../state'
import type { CombatState, GameState, Step } from '../types'
import { stepTriggerDetails } from './triggers'
import { drawCards } from './zones'

/** Each step in words, with its rule. */
export const STEP_WORDS: Record<Step, { name: string; rule: string }> = {
  untap: { name: 'untap step', rule: '502' },
  upkeep: { name: 'upkeep', rule: '503' },
  draw: { name: 'draw step', rule: '504' },
  main1: { name: 'precombat main phase', rule: '505' },
  beginCombat: { name: 'beginning of combat step', rule: '507' },
  declareAttackers: { name: 'declare attackers step', rule: '508' },
  declareBlockers: { name: 'declare blockers step', rule: '509' },
  combatDamage: { name: 'combat damage step', rule: '510' },
  endCombat: { name: 'end of combat step', rule: '511' },
  main2: { name: 'postcombat main phase', rule: '505' },
  end: { name: 'end step', rule: '513' },
  cleanup: { name: 'cleanup step', rule: '514' },
}

/** Commander's maximum hand size (402.2), checked by the players in cleanup (514.1). */
const MAX_HAND_SIZE = 7

export function noCombat(): CombatState {
  return {
    attacks: [],
    blocks: [],
    blockersDeclared: [],
    firstStrikeDone: false,
    damageDone: false,
  }
}

/** 504.1 and 805.4b: each player of the active team draws; 103.8b: not on turn 1. */
function turnDraws(s: GameState): GameState {
  const team = s.teams[s.turn.activeTeam]
  if (s.turn.number === 1) {
    return addLog(
      s,
      `${team.name} skips the draw of its first turn: it started the game (103.8b, 810.6).`,
      '103.8b',
    )
  }
  let next = addLog(s, `Each player of ${team.name} draws a card (504.1, 805.4b).`, '805.4b')
  for (const p of team.players) next = drawCards(next, p, 1)
  return next
}

/** 514.1–514.2: hand size is the players' to check; damage and "until end of turn" end here. */
export function cleanup(s: GameState): GameState {
  let next = s
  for (const p of s.teams[s.turn.activeTeam].players) {
    const held = s.players[p]?.zones.hand.length ?? 0
    if (held > MAX_HAND_SIZE) {
      next = addLog(
        next,
        `${playerName(s, p)} has ${held} cards and discards down to ${MAX_HAND_SIZE} (514.1).`,
        '514.1',
      )
    }
  }
  const cards = { ...next.cards }
  for (const id of next.battlefield) {
    const c = cards[id]
    if (c && (c.damage !== 0 || c.untilEndOfTurn.power !== 0 || c.untilEndOfTurn.toughness !== 0)) {
      cards[id] = { ...c, damage: 0, untilEndOfTurn: { power: 0, toughness: 0 } }
    }
  }
  next = { ...next, cards }
  return addLog(
    next,
    'Damage is removed from permanents and "until end of turn" effects end (514.2).',
    '514.2',
  )
}

/** One log line per permanent whose ability triggers now, with its count (805.4d). */
export function remindTriggers(s: GameState): GameState {
  let next = s
  for (const d of stepTriggerDetails(s)) {
    const times = d.times === 1 ? 'once' : d.times === 2 ? 'twice' : `${d.times} times`
    const forWhom =
      d.forPlayers.length > 0
        ? `, for ${d.forPlayers.map((p) => playerName(s, p)).join(' and ')}`
        : ''
    const check = d.condition !== undefined ? `; check "if ${d.condition}"` : ''
    next = addLog(
      next,
      `${logName(s, d.card)} (${playerName(s, d.controller)}) triggers ${times}${forWhom}${check} (805.4d).`,
      '805.4d',
    )
  }
  return next
}

/** The turn moves into `step`, and what the rules do at its start happens. */
export function enterStep(s: GameState, step: Step): GameState {
  const words = STEP_WORDS[step]
  let next: GameState = { ...s, turn: { ...s.turn, step } }
  next = addLog(
    next,
    `${s.teams[s.turn.activeTeam].name}: ${words.name} (${words.rule}).`,
    words.rule,
  )
  if (step === 'draw') next = turnDraws(next)
  // As the end of combat step ends, every creature leaves combat (511.3).
  if (s.turn.step === 'endCombat') next = { ...next, combat: noCombat() }
  if (step === 'cleanup') next = cleanup(next)
  return remindTriggers(next)
}
