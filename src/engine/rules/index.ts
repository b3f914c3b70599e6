/** Every rule module's handlers, merged: the reducer's dispatch table. */
import { castHandlers } from './cast'
import { combatHandlers } from './combat'
import { commanderHandlers } from './commander'
import { commanderReturnHandlers } from './commanderReturn'
import { conjureHandlers } from './conjure'
import { counterHandlers } from './counters'
import { exploreHandlers } from './explore'
import type { Handlers } from './handlers'
import { librarySearchHandlers } from './librarySearch'
import { libraryTopHandlers } from './libraryTop'
import { lifeHandlers } from './life'
import { mulliganHandlers } from './mulligan'
import { revealHandlers } from './reveal'
import { faceHandlers } from './transform'
import { stackHandlers } from './stack'
import { turnHandlers } from './turns'
import { zoneHandlers } from './cardActions'

export const ruleHandlers: Handlers = {
  ...zoneHandlers,
  ...counterHandlers,
  ...lifeHandlers,
  ...librarySearchHandlers,
  ...libraryTopHandlers,
  ...turnHandlers,
  ...mulliganHandlers,
  ...commanderHandlers,
  ...commanderReturnHandlers,
  ...combatHandlers,
  ...faceHandlers,
  ...exploreHandlers,
  ...stackHandlers,
  ...conjureHandlers,
  ...castHandlers,
  ...revealHandlers,
}
