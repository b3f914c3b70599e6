/**
 * Land drops in team turns (305.2, 805.4c): each player of the active team may play one land
 * during the team's turn; playing more needs an effect that says so. Putting a land onto the
 * battlefield any other way (ramp, 305.4) is not playing it.
 */
import type { ActionOf } from '../actions'
import { refuse } from '../errors'
import { addLog, getCard, getPlayer, playerName, setPlayer } from '../state'
import type { GameState, PlayerId } from '../types'
import { frontFace } from './faces'

/** Moving a land card face up from its owner's hand onto the battlefield is playing it (305.1). */
export function isLandPlay(s: GameState, a: ActionOf<'card/move'>): boolean {
  const c = getCard(s, a.card)
  if (c.zone !== 'hand' || a.to !== 'battlefield' || a.faceDown === true) return false
  return /\bLand\b/.test(frontFace(c.data).type_line ?? '')
}

export function recordLandPlay(s: GameState, player: PlayerId, extraAllowed: boolean): GameState {
  const p = getPlayer(s, player)
  if (p.team !== s.turn.activeTeam) {
    refuse('OUT_OF_TURN', "You can play lands only during your team's turn (805.4c).", '805.4c')
  }
  if (p.landsPlayedThisTurn >= 1 && !extraAllowed) {
    refuse(
      'ONE_LAND_PER_TURN',
      `${playerName(s, player)} has already played a land this turn. Each player may play one land per turn unless an effect allows more (305.2, 805.4c).`,
      '805.4c',
    )
  }
  const count = p.landsPlayedThisTurn + 1
  const next = setPlayer(s, player, { landsPlayedThisTurn: count })
  const which =
    count === 1
      ? 'their land for this turn'
      : `land number ${count} this turn, allowed by an effect`
  return addLog(next, `${playerName(s, player)} played ${which} (805.4c).`, '805.4c')
}
