/** Explore (701.44). TODO(#7) */
import type { Handlers } from './handlers'

export const exploreHandlers: Handlers = {}
