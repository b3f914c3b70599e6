/**
 * A rematch: the same four players (bots too) with the same decks, shuffled with a new seed. The decks are
 * read back from the game itself, so a rematch works after a reload too.
 */
import {
  cardNumber,
  type CardData,
  type CardInstance,
  type GameSetup,
  type GameState,
  type PlayerId,
  type PlayerSetup,
  type TeamId,
  type TeamSetup,
} from '../../engine'

/**
 * createGame numbers each player's cards in one run, seat after seat (commanders first); tokens
 * and cards fetched from the card search come later. A player's deck is their run of cards.
 */
function decks(game: GameState): Map<PlayerId, CardInstance[]> {
  const cards = Object.values(game.cards).sort((x, y) => cardNumber(x.id) - cardNumber(y.id))
  const runs = new Map<PlayerId, CardInstance[]>()
  let seat = 0
  for (const c of cards) {
    if (c.isToken) break
    const owner = game.seats[seat]
    if (c.owner !== owner) {
      if (c.owner !== game.seats[seat + 1]) break
      seat++
    }
    runs.set(c.owner, [...(runs.get(c.owner) ?? []), c])
  }
  return runs
}

/** Whether the game ran the mulligan procedure (103.5) or started at once; the rematch does too. */
function ranMulligans(game: GameState): boolean {
  const m = game.mulligan
  return m.round > 1 || Object.values(m.declared).some((d) => d !== null) || !m.done
}

export function rematchSetup(game: GameState, seed: number, startingTeam: TeamId): GameSetup {
  const runs = decks(game)
  const player = (id: PlayerId): PlayerSetup => {
    const cards = runs.get(id) ?? []
    const data = (list: CardInstance[]): CardData[] => list.map((c) => c.data)
    return {
      id,
      name: game.players[id]?.name ?? id,
      commanders: data(cards.filter((c) => c.isCommander)),
      library: data(cards.filter((c) => !c.isCommander)),
      // DuoTable plays the same seats again (issue 39).
      ...(game.players[id]?.bot === true && { bot: true }),
    }
  }
  const team = (id: TeamId): TeamSetup => {
    const t = game.teams[id]
    return { id, name: t.name, players: [player(t.players[0]), player(t.players[1])] }
  }
  return {
    teams: [team('A'), team('B')],
    seed,
    startingTeam,
    startingLife: game.teams.A.startingLife,
    skipMulligans: !ranMulligans(game),
  }
}
