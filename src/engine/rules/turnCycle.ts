/**
 * From one team turn to the next (500.7, 502, 805.4, 805.8): the ending turn's ledgers close,
 * the next team is chosen (extra turns first), goads from that team's players end (701.15a),
 * and the untap step untaps what the active team's players control (502.3). Nothing else can
 * happen in the untap step (502.4), so the new turn rests at its upkeep.
 */
import { message } from '../message'
import { addLog } from '../state'
import type { GameState, PlayerId, PlayerState } from '../types'
import { playerList, teamWord } from '../words'
import { followingTurn } from './extraTurns'
import { enterStep, noCombat } from './steps'

/** Per-turn records start empty each turn: land drops (805.4c), life events (810.9). */
function closeLedgers(s: GameState): GameState {
  const players: Record<PlayerId, PlayerState> = {}
  const lifeThisTurn: GameState['lifeThisTurn'] = {}
  for (const [id, p] of Object.entries(s.players)) {
    // "Prevent all damage that would be dealt to you this turn" ends with the turn (514.2).
    const shieldEnds = p.restrictions.preventAllDamage
    players[id] =
      p.landsPlayedThisTurn === 0 && !shieldEnds
        ? p
        : {
            ...p,
            landsPlayedThisTurn: 0,
            restrictions: { ...p.restrictions, preventAllDamage: false },
          }
    lifeThisTurn[id] = []
  }
  const lifeByTurn = [
    ...s.lifeByTurn,
    { turn: s.turn.number, A: s.teams.A.life, B: s.teams.B.life },
  ]
  return { ...s, players, lifeThisTurn, lifeByTurn, combat: noCombat() }
}

/** "Until your next turn": a goad ends as the goader's team's turn begins (701.15a). */
function endGoads(s: GameState): GameState {
  const team = new Set(s.teams[s.turn.activeTeam].players)
  const cards = { ...s.cards }
  let ended = 0
  for (const [id, c] of Object.entries(s.cards)) {
    if (!c.goadedBy.some((p) => team.has(p))) continue
    cards[id] = { ...c, goadedBy: c.goadedBy.filter((p) => !team.has(p)) }
    ended++
  }
  if (ended === 0) return s
  return addLog(
    { ...s, cards },
    message('log.turns.goadsEnd', { team: teamWord(s, s.turn.activeTeam) }),
    '701.15a',
  )
}

/** 502.3 and 805.4: the active team's players untap everything they control. */
function untapStep(s: GameState): GameState {
  const team = s.teams[s.turn.activeTeam]
  const controllers = new Set<PlayerId>(team.players)
  const cards = { ...s.cards }
  for (const id of s.battlefield) {
    const c = cards[id]
    if (c && c.tapped && controllers.has(c.controller)) cards[id] = { ...c, tapped: false }
  }
  return addLog(
    { ...s, cards },
    message('log.turns.untapStep', { players: playerList(s, team.players) }),
    '502.3',
  )
}

/** Ends the current turn (its cleanup already done) and starts the next one at its upkeep. */
export function beginNextTurn(s: GameState): GameState {
  const { team, extra, rotation } = followingTurn(s)
  let next = closeLedgers(s)
  const number = s.turn.number + 1
  next = { ...next, turn: { ...rotation, number, activeTeam: team, step: 'untap' } }
  next = addLog(
    next,
    message(extra ? 'log.turns.takesExtraTurn' : 'log.turns.takesTurn', {
      number,
      team: teamWord(s, team),
    }),
    extra ? '500.7' : '805.4',
  )
  next = endGoads(next)
  next = untapStep(next)
  return enterStep(next, 'upkeep')
}
