/**
 * The geometry of a card turning over above the table: where it lifts to and how large it grows
 * (so the turn is seen even on a small card), and where it lands. Plain numbers, no DOM.
 */

/** A card on screen: its centre, its untransformed size and its rotation (a tapped card: 90). */
export interface CardSpot {
  x: number
  y: number
  width: number
  height: number
  rotate: number
}

/** Milliseconds of each part: up and larger, the turn itself, then down to where it belongs. */
export const LIFT_MS = 200
export const TURN_MS = 600
export const LAND_MS = 380
/** With reduced motion: the faces cross-fade where the card is, nothing moves. */
export const FADE_MS = 300

/** How large the card grows while it turns: twice its size, at least readable, never past a third of the screen's height. */
export function liftedSize(from: CardSpot, viewport: { width: number; height: number }) {
  const ratio = from.height / Math.max(from.width, 1)
  const wanted = Math.max(from.width * 2, 150)
  const width = Math.min(wanted, 280, (viewport.height * 0.45) / ratio, viewport.width * 0.6)
  return { width: Math.max(width, from.width), height: Math.max(width, from.width) * ratio }
}

/** Where the lifted card's centre is: over its spot, moved in just enough to stay on screen. */
export function liftedCentre(
  from: CardSpot,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
) {
  const clamp = (v: number, half: number, max: number) =>
    Math.min(Math.max(v, half + 4), Math.max(half + 4, max - half - 4))
  return {
    x: clamp(from.x, size.width / 2, viewport.width),
    y: clamp(from.y, size.height / 2, viewport.height),
  }
}

/** The transform that puts a card drawn `size` large, centred at `origin`, on `spot`. */
export function placeOn(spot: CardSpot, origin: { x: number; y: number }, size: { width: number }) {
  const scale = spot.width / size.width
  return `translate(${spot.x - origin.x}px, ${spot.y - origin.y}px) rotate(${spot.rotate}deg) scale(${scale})`
}
