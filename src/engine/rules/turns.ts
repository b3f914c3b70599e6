/** Team turns (805). TODO(#5) */
import type { Handlers } from './handlers'

export const turnHandlers: Handlers = {}
