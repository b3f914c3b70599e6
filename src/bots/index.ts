/**
 * DuoTable's bots (issue 39): a practice partner that plays Commander Duo as a team from its
 * own side of the table. A bot is a pure function from its team's view (`viewFor`) to a move of
 * ordinary actions; the runner is its hands. Engine-only imports (the engine's public door), no
 * React, no store: a lint rule fences this folder like the engine.
 */
export type { BotContext, BotMove, BotPolicy } from './types'
export { decide } from './decide'
export {
  actingSeat,
  checkMove,
  newMemory,
  nextBotTurn,
  noteRefusal,
  sparringSeats,
  type BotMemory,
  type BotSeats,
  type BotTurn,
  type MoveCheck,
} from './runner'
export { keepHand, bottomCards, type HandCard } from './mulligan'
export { labCards, openingLab, type LabOptions, type LabReport } from './openingLab'
