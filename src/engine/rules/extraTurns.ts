/**
 * Extra turns at team level (805.8, 500.7): a player given an extra turn gives it to their team;
 * an effect that gives one to both teammates gives the team only one. Extra turns come directly
 * after the turn that created them, the most recently created first, and then the regular
 * rotation resumes where it left off.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getPlayer, otherTeam, playerName } from '../state'
import type { GameState, PlayerId, TeamId, TurnState } from '../types'
import { andList, teamWord } from '../words'

/**
 * The turn as this module keeps it: while an extra turn is being taken, `regularNext` remembers
 * whose regular turn follows once the queue is empty (S066: A, B extra, B regular, A).
 */
export type TurnRotation = TurnState

export function isExtraTurn(s: GameState): boolean {
  const turn: TurnRotation = s.turn
  return turn.regularNext !== undefined
}

/** The teams whose turns come next, in order: queued extra turns, then the regular turn. */
export function upcomingTeams(s: GameState): TeamId[] {
  const turn: TurnRotation = s.turn
  return [...turn.extraTurns, turn.regularNext ?? otherTeam(turn.activeTeam)]
}

/** The turn after this one, without its number or step: who, and what the rotation remembers. */
export function followingTurn(s: GameState): {
  team: TeamId
  extra: boolean
  rotation: TurnRotation
} {
  const turn: TurnRotation = s.turn
  const { regularNext, ...base } = turn
  const [extra, ...rest] = turn.extraTurns
  if (extra !== undefined) {
    const regular = regularNext ?? otherTeam(turn.activeTeam)
    return {
      team: extra,
      extra: true,
      rotation: { ...base, extraTurns: rest, regularNext: regular },
    }
  }
  return { team: regularNext ?? otherTeam(turn.activeTeam), extra: false, rotation: base }
}

/** Everyone one effect gives an extra turn; each team among them gets one (805.8). */
export function giveExtraTurns(s: GameState, recipients: PlayerId[]): GameState {
  if (recipients.length === 0) refuse('NO_PLAYER', message('turns.noExtraTurnPlayer'))
  const teams = new Set(recipients.map((p) => getPlayer(s, p).team))
  // Added one at a time in APNAP order, each in front of the others (500.7).
  const active = s.turn.activeTeam
  const order = [active, otherTeam(active)].filter((t) => teams.has(t))
  let next = s
  for (const team of order) {
    next = { ...next, turn: { ...next.turn, extraTurns: [team, ...next.turn.extraTurns] } }
    const who = recipients.filter((p) => s.players[p]?.team === team).map((p) => playerName(s, p))
    next = addLog(
      next,
      message('log.turns.extraTurnGiven', {
        players: andList(who),
        count: who.length,
        team: teamWord(s, team),
      }),
      '805.8',
    )
  }
  return next
}
