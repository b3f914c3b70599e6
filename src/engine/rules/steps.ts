/**
 * What happens as the active team's turn enters each step (805.4, 500–514): the turn-based draw
 * for each player of the team (504.1, 805.4b) except on the starting team's first turn (103.8b),
 * creatures leaving combat (511.3), the cleanup step (514), and reminders of step triggers.
 */
import { message, type Message } from '../message'
import { addLog, playerName } from '../state'
import type { CombatState, GameState, Step } from '../types'
import { cardWord, playerList, teamWord } from '../words'
import { stepTriggerDetails, type StepTriggerDetail } from './triggers'
import { drawCards } from './zones'

/** Each step in words, with its rule. */
export const STEP_WORDS: Record<Step, { name: Message; rule: string }> = {
  untap: { name: message('word.step.untap'), rule: '502' },
  upkeep: { name: message('word.step.upkeep'), rule: '503' },
  draw: { name: message('word.step.draw'), rule: '504' },
  main1: { name: message('word.step.main1'), rule: '505' },
  beginCombat: { name: message('word.step.beginCombat'), rule: '507' },
  declareAttackers: { name: message('word.step.declareAttackers'), rule: '508' },
  declareBlockers: { name: message('word.step.declareBlockers'), rule: '509' },
  combatDamage: { name: message('word.step.combatDamage'), rule: '510' },
  endCombat: { name: message('word.step.endCombat'), rule: '511' },
  main2: { name: message('word.step.main2'), rule: '505' },
  end: { name: message('word.step.end'), rule: '513' },
  cleanup: { name: message('word.step.cleanup'), rule: '514' },
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
  const name = teamWord(s, team.id)
  if (s.turn.number === 1) {
    return addLog(s, message('log.steps.skipsFirstDraw', { team: name }), '103.8b')
  }
  let next = addLog(s, message('log.steps.eachDraws', { team: name }), '805.4b')
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
        message('log.steps.discardsDown', {
          player: playerName(s, p),
          count: held,
          max: MAX_HAND_SIZE,
        }),
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
  return addLog(next, message('log.steps.cleanupEnds'), '514.2')
}

/** One log line per permanent whose ability triggers now, with its count (805.4d). */
export function remindTriggers(s: GameState): GameState {
  let next = s
  for (const d of stepTriggerDetails(s)) {
    next = addLog(next, triggerReminder(s, d), '805.4d')
  }
  return next
}

/** "once", "twice", "3 times". */
function timesWord(times: number): Message {
  if (times === 1) return message('word.once')
  if (times === 2) return message('word.twice')
  return message('word.times', { count: times })
}

/**
 * "Howling Mine (A1) triggers twice, for A1 and A2; check "if …" (805.4d)": the reminder of one
 * step trigger, one sentence per shape so every language can order its words.
 */
export function triggerReminder(s: GameState, d: StepTriggerDetail): Message {
  const params = {
    card: cardWord(s, d.card),
    controller: playerName(s, d.controller),
    times: timesWord(d.times),
  }
  const forPlayers = d.forPlayers.length > 0 ? playerList(s, d.forPlayers) : undefined
  if (forPlayers !== undefined && d.condition !== undefined)
    return message('log.steps.triggersForCheck', {
      ...params,
      players: forPlayers,
      condition: d.condition,
    })
  if (forPlayers !== undefined)
    return message('log.steps.triggersFor', { ...params, players: forPlayers })
  if (d.condition !== undefined)
    return message('log.steps.triggersCheck', { ...params, condition: d.condition })
  return message('log.steps.triggers', params)
}

/** The turn moves into `step`, and what the rules do at its start happens. */
export function enterStep(s: GameState, step: Step): GameState {
  const words = STEP_WORDS[step]
  let next: GameState = { ...s, turn: { ...s.turn, step } }
  next = addLog(
    next,
    message('log.steps.entered', {
      team: teamWord(s, s.turn.activeTeam),
      step: words.name,
      rule: words.rule,
    }),
    words.rule,
  )
  if (step === 'draw') next = turnDraws(next)
  // As the end of combat step ends, every creature leaves combat (511.3).
  if (s.turn.step === 'endCombat') next = { ...next, combat: noCombat() }
  if (step === 'cleanup') next = cleanup(next)
  return remindTriggers(next)
}
