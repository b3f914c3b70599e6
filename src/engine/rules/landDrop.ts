/**
 * Land drops in team turns (305.1, 305.2, 505.6b, 805.4c): each player of the active team may
 * play one land during the team's turn, in a main phase with the stack empty; playing more needs
 * an effect that says so. `turn/landPlayed` records a land played from elsewhere by an effect's
 * permission, whose timing the effect sets. Putting a land onto the
 * battlefield any other way (ramp, 305.4) is not playing it.
 */
import type { ActionOf } from '../actions'
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName, setPlayer } from '../state'
import type { GameState, PlayerId, Step } from '../types'
import { backFace, enteringFace, frontFace } from './faces'
import { STEP_WORDS } from './steps'
import { isLandType } from './typeLine'

/**
 * Moving a land card face up from its owner's hand onto the battlefield is playing it (305.1),
 * unless an effect puts it there (305.4). A modal DFC is a land if the face it is played with
 * is one (712.12).
 */
export function isLandPlay(s: GameState, a: ActionOf<'card/move'>): boolean {
  const c = getCard(s, a.card)
  if (c.zone !== 'hand' || a.to !== 'battlefield' || a.faceDown === true || a.put === true) {
    return false
  }
  const face =
    enteringFace(c, a.face) === 'back' ? (backFace(c.data) ?? frontFace(c.data)) : frontFace(c.data)
  return isLandType(face.type_line ?? '')
}

const MAIN_PHASES: ReadonlySet<Step> = new Set<Step>(['main1', 'main2'])

/**
 * Playing a land from hand (305.1, 505.6b): during a main phase of the player's team's turn,
 * while the stack is empty, within the land drops (805.4c). Refused outside them, it uses no
 * land drop; an effect that puts a land onto the battlefield (`put`) is not a play (305.4).
 */
export function playLandFromHand(s: GameState, player: PlayerId, extraAllowed: boolean): GameState {
  const p = getPlayer(s, player)
  if (p.team === s.turn.activeTeam && !MAIN_PHASES.has(s.turn.step)) {
    const words = { step: STEP_WORDS[s.turn.step].name }
    refuse('NOT_MAIN_PHASE', message('land.notMainPhase', words), '305.1')
  }
  if (p.team === s.turn.activeTeam && s.stack.length > 0) {
    refuse('STACK_NOT_EMPTY', message('land.stackNotEmpty'), '505.6b')
  }
  return recordLandPlay(s, player, extraAllowed)
}

export function recordLandPlay(s: GameState, player: PlayerId, extraAllowed: boolean): GameState {
  const p = getPlayer(s, player)
  if (p.team !== s.turn.activeTeam) {
    refuse('OUT_OF_TURN', message('land.outOfTurn'), '805.4c')
  }
  if (p.landsPlayedThisTurn >= 1 && !extraAllowed) {
    refuse(
      'ONE_LAND_PER_TURN',
      message('land.onePerTurn', { player: playerName(s, player) }),
      '805.4c',
    )
  }
  const count = p.landsPlayedThisTurn + 1
  const next = setPlayer(s, player, { landsPlayedThisTurn: count })
  const played =
    count === 1
      ? message('log.land.played', { player: playerName(s, player) })
      : message('log.land.playedExtra', { player: playerName(s, player), number: count })
  return addLog(next, played, '805.4c')
}

/** How many lands a player has played this turn (305.2): a second needs an effect's permission. */
export function landsPlayedThisTurn(s: GameState, player: PlayerId): number {
  return getPlayer(s, player).landsPlayedThisTurn
}
