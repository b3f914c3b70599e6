/** Commanders (903). TODO(#4) */
import type { Handlers } from './handlers'

export const commanderHandlers: Handlers = {}
