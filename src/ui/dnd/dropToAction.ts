/**
 * A drop becomes one card/move action, and nothing more (STYLE.md): whether the move is allowed
 * is for the engine to say.
 */
import type { Action, CardView, Position } from '../../engine'
import { actorOf } from '../actor'
import type { ZoneRef } from '../zoneIds'

export interface Drop {
  card: Pick<CardView, 'id' | 'zone' | 'owner' | 'controller'>
  target: ZoneRef
  /** Where on a battlefield it landed: the card's centre, in fractions of the area. */
  position?: Position
}

export function dropToAction({ card, target, position }: Drop): Action | null {
  const player = actorOf(card)
  const from = card.zone === 'battlefield' ? card.controller : card.owner
  if (target.zone !== 'battlefield' && target.zone === card.zone && target.player === from)
    return null
  const action: Action = { type: 'card/move', player, card: card.id, to: target.zone }
  if (target.player !== player) action.zoneOwner = target.player
  if (target.zone === 'battlefield' && position) action.position = position
  if (target.zone === 'library') action.index = 0
  return action
}

/** The card's centre inside the target area as fractions, mirrored for an upside-down area. */
export function dropPosition(
  centre: { x: number; y: number },
  area: { left: number; top: number; width: number; height: number },
  flipped: boolean,
): Position {
  const clamp = (v: number) => Math.min(0.97, Math.max(0.03, v))
  const x = clamp((centre.x - area.left) / area.width)
  const y = clamp((centre.y - area.top) / area.height)
  return { x: round(x), y: round(flipped ? 1 - y : y) }
}

const round = (v: number) => Math.round(v * 1000) / 1000
