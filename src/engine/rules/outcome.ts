/**
 * State-based checks after every action (704): creatures with 0 toughness or lethal damage die
 * (704.5f–g), and the end of the game for teams (104.2c, 810.8): team life 0 or less (704.6a),
 * 15 poison (704.6b, 810.8d), a draw from an empty library (704.5b), a concession (810.8b) and
 * 21 combat damage from one commander (704.6c, 903.10a) — each a loss for the whole team (810.8a).
 */
import { addLog } from '../state'
import type { GameState, LossReason, Outcome, TeamId } from '../types'
import { cardView } from './faces'
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

const REASON_WORDS: Record<LossReason, string> = {
  life: 'its life total is 0 or less (704.6a, 810.8c)',
  poison: `it has ${POISON_TO_LOSE} or more poison counters (704.6b, 810.8d)`,
  commanderDamage: `a player was dealt ${COMMANDER_DAMAGE_TO_LOSE} combat damage by one commander (704.6c, 903.10a, 810.8a)`,
  emptyLibrary: 'a player drew from an empty library (704.5b, 810.8a)',
  concede: 'a player conceded (810.8b)',
}

export function checkGameEnd(s: GameState): GameState {
  if (s.outcome.over) return s
  const a = lossReason(s, 'A')
  const b = lossReason(s, 'B')
  if (a === undefined && b === undefined) return s
  let outcome: Outcome
  let text: string
  if (a !== undefined && b !== undefined) {
    outcome = { over: true, draw: true, reason: a }
    text = 'Both teams lost at the same time: the game is a draw (104.4a).'
  } else {
    const loser: TeamId = a !== undefined ? 'A' : 'B'
    const reason = (a ?? b) as LossReason
    const winner: TeamId = loser === 'A' ? 'B' : 'A'
    outcome = { over: true, winner, loser, reason }
    text = `${s.teams[loser].name} loses: ${REASON_WORDS[reason]}. ${s.teams[winner].name} wins!`
  }
  return addLog({ ...s, outcome }, text)
}

/** Creatures with toughness 0 or less, or lethal damage, go to the graveyard (704.5f, 704.5g). */
export function checkCreatures(s: GameState): GameState {
  let next = s
  for (const id of s.battlefield) {
    const v = cardView(next, id)
    if (!/\bCreature\b/.test(v.typeLine) || v.toughness === undefined) continue
    const zeroToughness = v.toughness <= 0
    const lethal = v.damage > 0 && v.damage >= v.toughness && !v.keywords.includes('Indestructible')
    if (!zeroToughness && !lethal) continue
    next = addLog(
      next,
      zeroToughness
        ? `${v.name} has 0 toughness and is put into its owner's graveyard (704.5f).`
        : `${v.name} has lethal damage and is destroyed (704.5g).`,
      zeroToughness ? '704.5f' : '704.5g',
    )
    next = moveCard(next, v.controller, id, 'graveyard')
  }
  return next
}

export function stateBasedActions(s: GameState): GameState {
  return checkGameEnd(checkCreatures(s))
}
