/** Mulligans (103.5, 805.3a). TODO(#5) */
import type { Handlers } from './handlers'

export const mulliganHandlers: Handlers = {}
