/**
 * Whose game an action touches (issue 35): the teams of the players it names and of the cards it
 * names (a permanent's or spell's controller, any other card's owner), so a room can show a team
 * what another team's device did to it, with who did it. Effects on "each opponent" or "each
 * player" touch whom they say; an action naming nobody (a table-wide shield) touches everyone.
 */
import type { Action } from '../actions'
import type { GameState, TeamId } from '../types'

const BOTH: readonly TeamId[] = ['A', 'B']

/** The teams whose players, life, cards or zones `action` names, in seat order. */
export function teamsTouched(s: GameState, action: Action): TeamId[] {
  if (action.type === 'effect/eachPlayer' || action.type === 'life/setEach') return [...BOTH]
  const teams = new Set<TeamId>()
  const teamOfPlayer = (id: string) => (Object.hasOwn(s.players, id) ? s.players[id]?.team : null)
  if (action.type === 'effect/eachOpponent') {
    const own = teamOfPlayer(action.player)
    return own ? BOTH.filter((t) => t !== own) : [...BOTH]
  }
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const team = teamOfPlayer(value)
      if (team) teams.add(team)
      const card = Object.hasOwn(s.cards, value) ? s.cards[value] : undefined
      if (!card) return
      const holder =
        card.zone === 'battlefield' || card.zone === 'stack' ? card.controller : card.owner
      const cardTeam = teamOfPlayer(holder)
      if (cardTeam) teams.add(cardTeam)
    } else if (typeof value === 'object' && value !== null) {
      // Printed card data names no player; a record's keys may (life/redistribute's totals).
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'data' || key === 'type') continue
        visit(key)
        visit(inner)
      }
    }
  }
  visit(action)
  return teams.size === 0 ? [...BOTH] : BOTH.filter((t) => teams.has(t))
}
