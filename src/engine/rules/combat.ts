/** Combat between teams (805.10, 506-511). TODO(#6) */
import type { Handlers } from './handlers'

export const combatHandlers: Handlers = {}
