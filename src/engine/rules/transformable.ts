/** Which permanents can transform (701.27a, 712.9, 712.16): only DFCs and double-faced tokens. */
import type { CardInstance } from '../types'

const TRANSFORMING_LAYOUTS = new Set(['transform', 'double_faced_token'])

export function canTransform(c: CardInstance): boolean {
  if (c.faceDown) return false // 712.15a: a face-down DFC can't transform
  // A token copy of a modal DFC is double-faced (707.8a) but modal: it doesn't transform (712.3).
  if (c.isToken) return c.isDoubleFacedToken && c.data.layout !== 'modal_dfc'
  // Modal DFCs (712.3) and meld cards (712.4c) don't transform.
  return TRANSFORMING_LAYOUTS.has(c.data.layout ?? '') && (c.data.card_faces?.length ?? 0) >= 2
}
