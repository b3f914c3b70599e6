/** Transform, copies, face-down (712, 707, 708). TODO(#7) */
import type { Handlers } from './handlers'

export const faceHandlers: Handlers = {}
