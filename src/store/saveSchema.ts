/**
 * The save format's schema (valibot), checked on every load: an autosave, an imported game file.
 * A save that fails it is refused with a message naming the first wrong field; nothing in the
 * running game changes. Cross-references (every card in exactly one zone, every owner at the
 * table) are checked after the shape, since a schema alone cannot see them.
 */
import * as v from 'valibot'
// From the engine's index: a save is checked in its own chunk (saveCheck.ts), which comes with
// the rules; a save checked is a game about to be played, which needs them anyway.
import { checkState, STEPS, type GameState, type Message, type MessageParam } from '../engine'

const Color = v.picklist(['W', 'U', 'B', 'R', 'G'])
const Team = v.picklist(['A', 'B'])
/** A zone's name; the game server checks actions with the same list. */
export const Zone = v.picklist([
  'library',
  'hand',
  'battlefield',
  'graveyard',
  'exile',
  'command',
  'stack',
])
const Step = v.picklist(STEPS)
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
const Int = v.pipe(v.number(), v.integer())
const Ids = v.array(v.string())

const FaceFields = {
  name: v.string(),
  mana_cost: v.optional(v.string()),
  type_line: v.optional(v.string()),
  oracle_text: v.optional(v.string()),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.optional(v.array(Color)),
  color_indicator: v.optional(v.array(Color)),
}
const CardFace = v.looseObject(FaceFields)
/** Printed card data (Scryfall fields); the game server checks conjured cards and decks with it. */
export const CardData = v.looseObject({
  ...FaceFields,
  layout: v.optional(v.string()),
  cmc: v.optional(v.number()),
  color_identity: v.optional(v.array(Color)),
  keywords: v.optional(v.array(v.string())),
  card_faces: v.optional(v.array(CardFace)),
})

const CardInstance = v.object({
  id: v.string(),
  data: CardData,
  owner: v.string(),
  controller: v.string(),
  zone: Zone,
  isToken: v.boolean(),
  isDoubleFacedToken: v.boolean(),
  isCommander: v.boolean(),
  faceUp: v.picklist(['front', 'back']),
  faceDown: v.boolean(),
  tapped: v.boolean(),
  counters: v.record(v.string(), Count),
  attachedTo: v.nullable(v.string()),
  damage: Count,
  copy: v.nullable(
    v.object({
      face: CardFace,
      sourceName: v.string(),
      manaValue: v.number(),
      keywords: v.array(v.string()),
    }),
  ),
  controlledSinceTurn: Count,
  goadedBy: Ids,
  untilEndOfTurn: v.object({ power: Int, toughness: Int }),
  position: v.nullable(v.object({ x: v.number(), y: v.number() })),
  revealed: v.boolean(),
  revealPending: v.exactOptional(Team),
  lastController: v.optional(v.string()),
})

const Restrictions = v.object({
  cantGainLife: v.boolean(),
  cantLoseLife: v.boolean(),
  cantGetPoison: v.boolean(),
  preventAllDamage: v.boolean(),
})

const Player = v.object({
  id: v.string(),
  name: v.string(),
  team: Team,
  zones: v.object({ library: Ids, hand: Ids, graveyard: Ids, exile: Ids, command: Ids }),
  restrictions: Restrictions,
  landsPlayedThisTurn: Count,
  topRevealed: v.exactOptional(v.boolean()),
  drewFromEmptyLibrary: v.boolean(),
  conceded: v.boolean(),
  bot: v.exactOptional(v.literal(true)),
})

const TeamState = v.object({
  id: Team,
  name: v.string(),
  players: v.tuple([v.string(), v.string()]),
  life: Int,
  startingLife: Int,
  poison: Count,
})

const LifeEvent = v.object({
  seq: Int,
  turn: Count,
  player: v.string(),
  kind: v.picklist(['damage', 'loss', 'gain', 'payment']),
  amount: Count,
  source: v.optional(v.string()),
  combat: v.optional(v.boolean()),
  noLoss: v.optional(v.boolean()),
})

/** A log line's catalog message (engine/message.ts); values nest messages. */
const MessageSchema: v.GenericSchema<Message> = v.object({
  key: v.string(),
  params: v.exactOptional(
    v.record(v.string(), v.union([v.string(), v.number(), v.lazy(() => MessageSchema)])),
  ),
})
const LogEntry = v.object({
  seq: Int,
  text: v.string(),
  message: v.optional(MessageSchema),
  rule: v.optional(v.string()),
  public: v.exactOptional(v.literal(true)),
})
const Attack = v.object({ attacker: v.string(), target: v.string() })
const Block = v.object({ blocker: v.string(), attacker: v.string() })

const Game = v.object({
  version: v.literal(1),
  seed: v.number(),
  rng: v.array(v.number()),
  nextCardNumber: Count,
  seq: Count,
  teams: v.object({ A: TeamState, B: TeamState }),
  players: v.record(v.string(), Player),
  seats: Ids,
  cards: v.record(v.string(), CardInstance),
  battlefield: Ids,
  stack: Ids,
  turn: v.object({
    number: Count,
    activeTeam: Team,
    step: Step,
    extraTurns: v.array(Team),
    startingTeam: Team,
    regularNext: v.optional(Team),
  }),
  mulligan: v.object({
    done: v.boolean(),
    round: Count,
    declared: v.record(v.string(), v.nullable(v.picklist(['keep', 'mulligan']))),
    kept: v.record(v.string(), v.boolean()),
    mulligans: v.record(v.string(), Count),
    mustBottom: v.record(v.string(), Count),
  }),
  combat: v.looseObject({
    attacks: v.array(Attack),
    blocks: v.array(Block),
    blockersDeclared: Ids,
    firstStrikeDone: v.boolean(),
    damageDone: v.boolean(),
  }),
  lifeThisTurn: v.record(v.string(), v.array(LifeEvent)),
  lifeHistory: v.array(LifeEvent),
  lifeByTurn: v.array(v.object({ turn: Count, A: Int, B: Int })),
  commanderCasts: v.record(v.string(), Count),
  commanderDamage: v.record(v.string(), v.record(v.string(), Count)),
  outcome: v.object({
    over: v.boolean(),
    winner: v.optional(Team),
    loser: v.optional(Team),
    reason: v.optional(
      v.picklist(['life', 'poison', 'commanderDamage', 'emptyLibrary', 'concede']),
    ),
    draw: v.optional(v.boolean()),
  }),
  commanderChoices: v.optional(
    v.array(
      v.object({
        card: v.string(),
        owner: v.string(),
        zone: v.picklist(['graveyard', 'exile', 'hand', 'library']),
      }),
    ),
  ),
  commanderReturn: v.optional(v.record(v.string(), v.picklist(['ask', 'always', 'never']))),
  log: v.array(LogEntry),
  logArchive: v.array(v.array(LogEntry)),
})

/** Where a schema issue points, in words: "game › cards › c12 › zone". */
function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String(p.key)).join(' › ')
}

/** Cross-references the schema cannot see: each card in exactly one zone, and where it says. */
function zoneProblem(g: GameState): string | null {
  const seen = new Map<string, string>()
  const place = (id: string, where: string): string | null => {
    if (seen.has(id)) return `card ${id} is in two zones (${seen.get(id)} and ${where})`
    if (!Object.hasOwn(g.cards, id)) return `${where} lists card ${id}, which does not exist`
    seen.set(id, where)
    return null
  }
  for (const p of Object.values(g.players)) {
    for (const [zone, ids] of Object.entries(p.zones)) {
      for (const id of ids) {
        const problem = place(id, `${p.id}'s ${zone}`)
        if (problem) return problem
      }
    }
  }
  for (const id of g.battlefield) {
    const problem = place(id, 'the battlefield')
    if (problem) return problem
  }
  for (const id of g.stack) {
    const problem = place(id, 'the stack')
    if (problem) return problem
  }
  for (const id of Object.keys(g.cards)) {
    if (!seen.has(id)) return `card ${id} is in no zone`
  }
  if (g.seats.length !== 4 || !g.seats.every((p) => Object.hasOwn(g.players, p))) {
    return 'the four seats do not match the players'
  }
  return null
}

/**
 * Checks one saved game: its shape, then whether it makes sense (checkState, issue 27); null
 * when it is sound, else what is wrong, in plain words or as a message ('sanity').
 */
export function gameProblem(raw: unknown): MessageParam | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return 'the game: it is not a saved game at all'
  }
  const result = v.safeParse(Game, raw)
  if (!result.success) {
    const issue = result.issues[0]
    const where = issuePath(issue)
    return `${where === '' ? 'the game' : where}: ${issue.message}`
  }
  return zoneProblem(result.output as GameState) ?? checkState(raw as GameState)
}

/**
 * The save header (save version 2): which game, how many writes, and the tab that wrote it.
 * persistence.ts (isHeader) reads the same fields by hand on the first screen: keep them alike.
 */
const SaveHeader = v.object({
  gameId: v.string(),
  revision: Count,
  writer: v.string(),
})

/** Checks a save's header; null when it is sound. */
export function headerProblem(raw: unknown): string | null {
  const result = v.safeParse(SaveHeader, raw)
  if (result.success) return null
  const issue = result.issues[0]
  const where = issuePath(issue)
  return `${where === '' ? 'the header' : `header › ${where}`}: ${issue.message}`
}
