/**
 * Step triggers in team turns (805.4d): how many times each permanent's "At the beginning of …"
 * ability triggers at the start of the current step. "Each player's" step triggers once per
 * player of the active team; "each opponent's" once per opponent on the active team, as the
 * Luminarch Ascension ruling (2018-03-16) has it; "your" once, on its controller's team turn;
 * a step with no player ("each upkeep") once. The engine only counts: players resolve them.
 */
import { otherTeam } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { cardView, type CardView } from './faces'
import { stepAbilities, type StepAbility } from './triggerText'

export interface StepTriggerDetail {
  card: CardId
  controller: PlayerId
  times: number
  /** The player each trigger is for ("that player"), in order; empty when the step names none. */
  forPlayers: PlayerId[]
  /** An intervening "if" the engine can't check (603.4): the players check it as they resolve. */
  condition?: string
  text: string
}

/** The players whose step it is, as the ability counts them (805.4d). */
function playersFor(s: GameState, v: CardView, a: StepAbility): PlayerId[] {
  const active = s.turn.activeTeam
  const controllerTeam = s.players[v.controller]?.team
  switch (a.who) {
    case 'you':
      return controllerTeam === active ? [v.controller] : []
    case 'eachPlayer':
      return [...s.teams[active].players]
    case 'eachOpponent':
      return controllerTeam === otherTeam(active) ? [...s.teams[active].players] : []
    case 'any':
      return []
  }
}

function lostLifeThisTurn(s: GameState, p: PlayerId): boolean {
  return (s.lifeThisTurn[p] ?? []).some(
    (e) => e.kind !== 'gain' && e.noLoss !== true && e.amount > 0,
  )
}

/** "this artifact", the card's name, or a legend's short name ("Jace" for "Jace, the Mind …"). */
function meansItself(subject: string, v: CardView): boolean {
  const name = v.name.toLowerCase()
  const sub = subject.toLowerCase()
  return (
    /^this \w+$/.test(sub) ||
    sub === name ||
    name.startsWith(`${sub},`) ||
    name.startsWith(`${sub} `)
  )
}

/**
 * Intervening "if" clauses the state can answer (603.4): true or false; undefined when the
 * players must judge it themselves.
 */
function conditionHolds(s: GameState, v: CardView, condition: string): boolean | undefined {
  const c = condition.toLowerCase().replace(/’/g, "'")
  const tapState = /^(.+) is (untapped|tapped)$/.exec(condition)
  if (tapState && meansItself(tapState[1] ?? '', v)) return v.tapped === (tapState[2] === 'tapped')
  if (/^you (didn't|did not|haven't|have not) (lose|lost) life this turn$/.test(c))
    return !lostLifeThisTurn(s, v.controller)
  if (/^you lost life this turn$/.test(c)) return lostLifeThisTurn(s, v.controller)
  return undefined
}

function detailFor(s: GameState, v: CardView, a: StepAbility): StepTriggerDetail | undefined {
  const forPlayers = playersFor(s, v, a)
  const times = a.who === 'any' ? 1 : forPlayers.length
  const holds = a.condition === undefined ? true : conditionHolds(s, v, a.condition)
  if (times === 0 || holds === false) return undefined
  const detail: StepTriggerDetail = {
    card: v.id,
    controller: v.controller,
    times,
    forPlayers,
    text: a.text,
  }
  if (holds === undefined && a.condition !== undefined) detail.condition = a.condition
  return detail
}

/** Every step trigger of the current step, one entry per ability, permanents in arrival order. */
export function stepTriggerDetails(s: GameState): StepTriggerDetail[] {
  if (!s.mulligan.done || s.outcome.over) return []
  // The starting team skips its first draw step (103.8b), so nothing triggers at its beginning.
  if (s.turn.step === 'draw' && s.turn.number === 1) return []
  const out: StepTriggerDetail[] = []
  for (const id of s.battlefield) {
    const v = cardView(s, id)
    for (const a of stepAbilities(v.oracleText)) {
      if (!a.steps.includes(s.turn.step)) continue
      const d = detailFor(s, v, a)
      if (d) out.push(d)
    }
  }
  return out
}

/** How many times each permanent triggers at the start of the current step (805.4d). */
export function stepTriggers(s: GameState): { card: CardId; times: number }[] {
  const out: { card: CardId; times: number }[] = []
  for (const d of stepTriggerDetails(s)) {
    const same = out.find((t) => t.card === d.card)
    if (same) same.times += d.times
    else out.push({ card: d.card, times: d.times })
  }
  return out
}
