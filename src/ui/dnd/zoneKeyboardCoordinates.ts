import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core'

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
}

/** A zone straight ahead of the card (its span across the arrow holds the card's centre) first. */
const ASIDE = 1_000_000

/**
 * Arrow keys jump the dragged card from zone to zone (the nearest zone that way), instead of
 * nudging it a few pixels: a keyboard move across the table takes a handful of presses. A zone
 * straight ahead wins over a nearer one off to the side, so Up from a hand reaches its
 * battlefield, not the narrow pile column beside it.
 */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { collisionRect, droppableRects } },
) => {
  const dir = DIRECTIONS[event.code]
  if (!dir || !collisionRect) return undefined
  event.preventDefault()
  const cx = collisionRect.left + collisionRect.width / 2
  const cy = collisionRect.top + collisionRect.height / 2
  let best: { x: number; y: number; score: number } | null = null
  for (const rect of droppableRects.values()) {
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    const along = (x - cx) * dir.x + (y - cy) * dir.y
    if (along <= 4) continue
    const across = Math.abs((x - cx) * dir.y + (y - cy) * dir.x)
    const ahead =
      dir.x === 0 ? rect.left <= cx && cx <= rect.right : rect.top <= cy && cy <= rect.bottom
    const score = along + across * 2 + (ahead ? 0 : ASIDE)
    if (!best || score < best.score) best = { x, y, score }
  }
  if (!best) return undefined
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 }
}
