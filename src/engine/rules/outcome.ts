/**
 * State-based checks after every action (704): creatures with 0 toughness or lethal damage die
 * (704.5f–g), and the end of the game for teams (104.2c, 810.8): team life 0 or less (704.6a),
 * 15 poison (704.6b, 810.8d), a draw from an empty library (704.5b), a concession (810.8b) and
 * 21 combat damage from one commander (704.6c, 903.10a) — each a loss for the whole team (810.8a).
 */
import { message, type Message } from '../message'
import { addLog } from '../state'
import type { GameState, LossReason, Outcome, TeamId } from '../types'
import { teamWord } from '../words'
import { cardView } from './faces'
import { isCreatureType } from './typeLine'
import { moveCard } from './zones'

export const POISON_TO_LOSE = 15
export const COMMANDER_DAMAGE_TO_LOSE = 21

function lossReason(s: GameState, team: TeamId): LossReason | undefined {
  const t = s.teams[team]
  const members = t.players.map((p) => s.players[p])
  if (members.some((p) => p?.conceded)) return 'concede'
  if (members.some((p) => p?.drewFromEmptyLibrary)) return 'emptyLibrary'
  for (const p of t.players) {
    const tallies = Object.values(s.commanderDamage[p] ?? {})
    if (tallies.some((n) => n >= COMMANDER_DAMAGE_TO_LOSE)) return 'commanderDamage'
  }
  if (t.poison >= POISON_TO_LOSE) return 'poison'
  if (t.life <= 0) return 'life'
  return undefined
}

const REASON_WORDS: Record<LossReason, Message> = {
  life: message('word.lossReason.life'),
  poison: message('word.lossReason.poison', { count: POISON_TO_LOSE }),
  commanderDamage: message('word.lossReason.commanderDamage', { count: COMMANDER_DAMAGE_TO_LOSE }),
  emptyLibrary: message('word.lossReason.emptyLibrary'),
  concede: message('word.lossReason.concede'),
}

export function checkGameEnd(s: GameState): GameState {
  if (s.outcome.over) return s
  const a = lossReason(s, 'A')
  const b = lossReason(s, 'B')
  if (a === undefined && b === undefined) return s
  let outcome: Outcome
  let text: Message
  if (a !== undefined && b !== undefined) {
    outcome = { over: true, draw: true, reason: a }
    text = message('log.outcome.draw')
  } else {
    const loser: TeamId = a !== undefined ? 'A' : 'B'
    const reason = (a ?? b) as LossReason
    const winner: TeamId = loser === 'A' ? 'B' : 'A'
    outcome = { over: true, winner, loser, reason }
    text = message('log.outcome.loses', {
      loser: teamWord(s, loser),
      reason: REASON_WORDS[reason],
      winner: teamWord(s, winner),
    })
  }
  return addLog({ ...s, outcome }, text)
}

/** Creatures with toughness 0 or less, or lethal damage, go to the graveyard (704.5f, 704.5g). */
export function checkCreatures(s: GameState): GameState {
  let next = s
  for (const id of s.battlefield) {
    const v = cardView(next, id)
    if (!isCreatureType(v.typeLine) || v.toughness === undefined) continue
    const zeroToughness = v.toughness <= 0
    const lethal = v.damage > 0 && v.damage >= v.toughness && !v.keywords.includes('Indestructible')
    if (!zeroToughness && !lethal) continue
    next = addLog(
      next,
      zeroToughness
        ? message('log.outcome.zeroToughness', { card: v.name })
        : message('log.outcome.lethalDamage', { card: v.name }),
      zeroToughness ? '704.5f' : '704.5g',
    )
    next = moveCard(next, v.controller, id, 'graveyard')
  }
  return next
}

export function stateBasedActions(s: GameState): GameState {
  return checkGameEnd(checkCreatures(s))
}
