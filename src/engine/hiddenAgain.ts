/**
 * What a team would carry back into hiding (issue 35). Going from one state to another — an undo
 * in a room — may put a card the team has seen back where it may not see it: milled cards back on
 * top of the other team's library, a destroyed face-down creature face down again. The team then
 * knows a hidden card (the library's top, a morph), which no legal move would have shown it
 * (401.2, 708.5, 810.5). Only the other team's hidden cards count: a team's own library is theirs
 * to handle.
 */
import type { CardId, GameState, TeamId } from './types'
import { seenBy } from './view'

/** The cards `team` sees in `from` that `to` keeps hidden from it, in the other team's keeping. */
export function hiddenAgain(from: GameState, to: GameState, team: TeamId): CardId[] {
  const viewer = { team }
  const again: CardId[] = []
  for (const id of Object.keys(to.cards)) {
    if (seenBy(to, viewer, id) || !seenBy(from, viewer, id)) continue
    const c = to.cards[id]
    if (!c) continue
    const keeper = c.zone === 'hand' || c.zone === 'library' ? c.owner : c.controller
    if (to.players[keeper]?.team !== team) again.push(id)
  }
  return again
}
