/**
 * createGame: commanders to the command zone (903.6), seeded shuffle (103.3), seven cards each
 * (103.5), and either the mulligan procedure (103.5, 805.3a) or, with skipMulligans, turn 1.
 */
import { cardIdOf } from './cardIds'
import { refuse } from './errors'
import { message } from './message'
import { MAX_AMOUNT } from './limits'
import { english } from './messages'
import { seedState, shuffled } from './rng'
import { checkCardDataSize } from './rules/cardLimits'
import { validateCommanders } from './rules/commanderSetup'
import type {
  CardData,
  CardId,
  CardInstance,
  GameState,
  PlayerId,
  PlayerState,
  TeamId,
  TeamState,
} from './types'
import { balanceBidi } from './bidi'

export interface PlayerSetup {
  id: PlayerId
  name?: string
  /** One, or two with the same partner ability (702.124). */
  commanders: CardData[]
  /** The rest of the deck (98 or 99 cards in a legal deck). */
  library: CardData[]
  /** The seat is played by DuoTable's bot (src/bots), which acts from its team's view only. */
  bot?: boolean
}
export interface TeamSetup {
  id: TeamId
  name?: string
  players: [PlayerSetup, PlayerSetup]
}
export interface GameSetup {
  /** Seats: teams[0].players[i] sits opposite teams[1].players[i]. */
  teams: [TeamSetup, TeamSetup]
  /** Shuffles are a pure function of this seed. */
  seed?: number
  /** Default 'A'. */
  startingTeam?: TeamId
  /** Per team; default 60 for Commander Duo (docs/rules.md: settings of the format). */
  startingLife?: number
  /** Deal 7 to everyone and start turn 1 at once (tests, quick play). */
  skipMulligans?: boolean
}

export const DEFAULT_STARTING_LIFE = 60
export const OPENING_HAND = 7

/** Card names are user text too (a card file, a conjured card): balanced (bidi.ts, issue 40). */
function withBalancedNames(data: CardData): CardData {
  const name = balanceBidi(data.name)
  const faces = data.card_faces?.map((face) => {
    const faceName = balanceBidi(face.name)
    return faceName === face.name ? face : { ...face, name: faceName }
  })
  const facesSame = faces?.every((face, i) => face === data.card_faces?.[i]) ?? true
  if (name === data.name && facesSame) return data
  return { ...data, name, ...(faces ? { card_faces: faces } : {}) }
}

export function newCardInstance(
  id: CardId,
  data: CardData,
  owner: PlayerId,
  zone: CardInstance['zone'],
): CardInstance {
  return {
    id,
    data: withBalancedNames(data),
    owner,
    controller: owner,
    zone,
    isToken: false,
    isDoubleFacedToken: false,
    isCommander: false,
    faceUp: 'front',
    faceDown: false,
    tapped: false,
    counters: {},
    attachedTo: null,
    damage: 0,
    copy: null,
    controlledSinceTurn: 0,
    goadedBy: [],
    untilEndOfTurn: { power: 0, toughness: 0 },
    position: null,
    revealed: false,
  }
}

function emptyPlayer(id: PlayerId, name: string, team: TeamId): PlayerState {
  return {
    id,
    name,
    team,
    zones: { library: [], hand: [], graveyard: [], exile: [], command: [] },
    restrictions: {
      cantGainLife: false,
      cantLoseLife: false,
      cantGetPoison: false,
      preventAllDamage: false,
    },
    landsPlayedThisTurn: 0,
    drewFromEmptyLibrary: false,
    conceded: false,
  }
}

export function createGame(setup: GameSetup): GameState {
  const [teamA, teamB] = setup.teams
  if (teamA.id === teamB.id) refuse('BAD_SETUP', message('setup.teamIds'))
  const seed = setup.seed ?? 1
  const startingLife = setup.startingLife ?? DEFAULT_STARTING_LIFE
  if (!Number.isInteger(startingLife) || startingLife < 1 || startingLife > MAX_AMOUNT) {
    refuse('BAD_SETUP', message('setup.startingLife', { value: startingLife, max: MAX_AMOUNT }))
  }
  const startingTeam = setup.startingTeam ?? 'A'
  const seats = [...teamA.players, ...teamB.players].map((p) => p.id)
  if (new Set(seats).size !== 4) refuse('BAD_SETUP', message('setup.playerIds'))

  let rng = seedState(seed)
  let next = 1
  const cards: Record<CardId, CardInstance> = {}
  const players: Record<PlayerId, PlayerState> = {}
  const teams = {} as Record<TeamId, TeamState>

  for (const team of setup.teams) {
    teams[team.id] = {
      id: team.id,
      name: balanceBidi(team.name ?? `Team ${team.id}`),
      players: [team.players[0].id, team.players[1].id],
      life: startingLife,
      startingLife,
      poison: 0,
    }
    for (const ps of team.players) {
      validateCommanders(ps)
      const player = emptyPlayer(ps.id, balanceBidi(ps.name ?? ps.id), team.id)
      if (ps.bot === true) player.bot = true
      for (const data of ps.commanders) {
        checkCardDataSize(data)
        const id = cardIdOf(next++)
        cards[id] = { ...newCardInstance(id, data, ps.id, 'command'), isCommander: true }
        player.zones.command.push(id)
      }
      const libraryIds: CardId[] = []
      for (const data of ps.library) {
        checkCardDataSize(data)
        const id = cardIdOf(next++)
        cards[id] = newCardInstance(id, data, ps.id, 'library')
        libraryIds.push(id)
      }
      const shuffle = shuffled(libraryIds, rng)
      rng = shuffle.rng
      const hand = shuffle.items.slice(0, OPENING_HAND)
      for (const id of hand) cards[id] = { ...(cards[id] as CardInstance), zone: 'hand' }
      player.zones.hand = hand
      player.zones.library = shuffle.items.slice(OPENING_HAND)
      players[ps.id] = player
    }
  }

  const mulliganDone = setup.skipMulligans ?? false
  const firstLine = message(
    mulliganDone ? 'log.setup.beginsNoMulligans' : 'log.setup.beginsWithMulligans',
    {
      team: message('word.team', { id: startingTeam }),
    },
  )
  const byPlayer = <T>(v: T): Record<PlayerId, T> => Object.fromEntries(seats.map((p) => [p, v]))
  const state: GameState = {
    version: 1,
    seed,
    rng,
    nextCardNumber: next,
    seq: 1,
    teams,
    players,
    seats,
    cards,
    battlefield: [],
    stack: [],
    turn: { number: 1, activeTeam: startingTeam, step: 'upkeep', extraTurns: [], startingTeam },
    mulligan: {
      done: mulliganDone,
      round: 1,
      declared: byPlayer<'keep' | 'mulligan' | null>(null),
      kept: byPlayer(mulliganDone),
      mulligans: byPlayer(0),
      mustBottom: byPlayer(0),
    },
    combat: {
      attacks: [],
      blocks: [],
      blockersDeclared: [],
      firstStrikeDone: false,
      damageDone: false,
    },
    lifeThisTurn: byPlayer([]),
    lifeHistory: [],
    lifeByTurn: [{ turn: 0, A: startingLife, B: startingLife }],
    commanderCasts: {},
    commanderDamage: byPlayer({}),
    outcome: { over: false },
    logArchive: [],
    log: [{ seq: 1, text: english(firstLine), message: firstLine }],
  }
  return state
}
