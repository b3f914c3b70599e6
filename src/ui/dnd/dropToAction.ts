/**
 * A drop becomes one card/move action, and nothing more (docs/architecture.md, "The path of one
 * action"): whether the move is allowed is for the engine to say.
 */
import type { Action, CardView, Position } from '../../engine'
import { actorOf } from '../actor'
import type { ZoneRef } from '../zoneIds'

export interface Drop {
  card: Pick<CardView, 'id' | 'zone' | 'owner' | 'controller'> & { isCommander?: boolean }
  target: ZoneRef
  /** Dropped with Alt: where on a battlefield it lies, its centre in fractions of the area. */
  position?: Position
  /** Otherwise it snaps into its row, at this slot among the controller's permanents. */
  slot?: number
}

export function dropToAction({ card, target, position, slot }: Drop): Action | null {
  // 903.8: a commander taken from its command zone to the battlefield or the stack is cast.
  if (card.isCommander && card.zone === 'command' && /^(battlefield|stack)$/.test(target.zone))
    return { type: 'commander/cast', player: card.owner, card: card.id }
  const player = actorOf(card)
  const from = card.zone === 'battlefield' ? card.controller : card.owner
  const sameZone = target.zone === card.zone && (target.zone === 'stack' || target.player === from)
  if (target.zone !== 'battlefield' && sameZone) return null
  const action: Action = { type: 'card/move', player, card: card.id, to: target.zone }
  // The stack is shared: whoever drops a spell on it is its controller.
  if (target.player !== player && target.zone !== 'stack') action.zoneOwner = target.player
  if (target.zone === 'battlefield') {
    if (position) action.position = position
    else {
      if (slot !== undefined) action.index = slot
      // A card lying at a free position comes back into its row (issue 21).
      if (card.zone === 'battlefield') action.position = null
    }
  }
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
