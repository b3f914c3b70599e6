/** Shared life and poison (810.9, 810.10, 119). TODO(#3) */
import type { Handlers } from './handlers'

export const lifeHandlers: Handlers = {}
