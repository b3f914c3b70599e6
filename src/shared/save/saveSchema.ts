/**
 * The save format's schema (valibot), checked on every load: an autosave, an imported game file.
 * A save that fails it is refused with a message naming the first wrong field; nothing in the
 * running game changes. Cross-references (every card in exactly one zone, every owner at the
 * table) are checked after the shape, since a schema alone cannot see them. What a load keeps is
 * the schema's output (issue 36): a key the schema does not name is dropped, and a name that
 * becomes a key may not be `__proto__`, `constructor` or `prototype` (schemaParts.ts).
 */
import * as v from 'valibot'
import { named, shared } from './schemaParts'
import { balanceBidi } from '../../engine/core'
// From the engine's index: a save is checked in its own chunk (saveCheck.ts), which comes with
// the rules; a save checked is a game about to be played, which needs them anyway.
import { checkState, STEPS, type GameState, type Message, type MessageParam } from '../../engine'

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
const Ids = shared(v.array(v.string()))

/** The two image sizes the table shows (src/cards/types.ts: ScryfallImageUris). */
const ImageUris = v.object({ small: v.optional(v.string()), normal: v.optional(v.string()) })

/** A name a person typed: its bidi controls balanced on load (engine/bidi.ts, issue 40). */
const UserText = v.pipe(v.string(), v.transform(balanceBidi))

const FaceFields = {
  name: UserText,
  mana_cost: v.optional(v.string()),
  type_line: v.optional(v.string()),
  oracle_text: v.optional(v.string()),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.optional(v.array(Color)),
  color_indicator: v.optional(v.array(Color)),
  image_uris: v.optional(ImageUris),
}
const CardFace = v.object(FaceFields)
/**
 * Printed card data: the engine's CardData and the Scryfall fields the app keeps beside it
 * (src/cards/types.ts: the printing's id, its images). The game server checks conjured cards
 * and decks with it.
 */
export const CardData = shared(
  v.object({
    ...FaceFields,
    layout: v.optional(v.string()),
    cmc: v.optional(v.number()),
    color_identity: v.optional(v.array(Color)),
    keywords: v.optional(v.array(v.string())),
    card_faces: v.optional(v.array(CardFace)),
    id: v.optional(v.string()),
    oracle_id: v.optional(v.string()),
    set: v.optional(v.string()),
    collector_number: v.optional(v.string()),
  }),
)

const CardInstance = shared(
  v.object({
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
    counters: named(Count),
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
  }),
)

const Restrictions = v.object({
  cantGainLife: v.boolean(),
  cantLoseLife: v.boolean(),
  cantGetPoison: v.boolean(),
  preventAllDamage: v.boolean(),
})

const Player = v.object({
  id: v.string(),
  name: UserText,
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
  name: UserText,
  players: v.tuple([v.string(), v.string()]),
  life: Int,
  startingLife: Int,
  poison: Count,
})

const LifeEvent = shared(
  v.object({
    seq: Int,
    turn: Count,
    player: v.string(),
    kind: v.picklist(['damage', 'loss', 'gain', 'payment']),
    amount: Count,
    source: v.optional(v.string()),
    combat: v.optional(v.boolean()),
    noLoss: v.optional(v.boolean()),
  }),
)

/** A log line's catalog message (engine/message.ts); values nest messages. */
const MessageSchema: v.GenericSchema<unknown, Message> = v.object({
  key: v.string(),
  ns: v.exactOptional(v.string()),
  params: v.exactOptional(named(v.union([v.string(), v.number(), v.lazy(() => MessageSchema)]))),
})
const LogEntry = shared(
  v.object({
    seq: Int,
    text: v.string(),
    message: v.optional(MessageSchema),
    rule: v.optional(v.string()),
    public: v.exactOptional(v.literal(true)),
    /** A room's line: the seat whose move wrote it (engine/signedLog.ts). */
    by: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
)
/** A full chunk of older log lines (GameState.logArchive), shared by every later state. */
const LogChunk = shared(v.array(LogEntry))
/** With no target, it attacks nothing: its planeswalker or battle left combat (506.4c). */
const Attack = v.object({
  attacker: v.string(),
  target: v.exactOptional(v.string()),
  defender: v.exactOptional(v.string()),
})
const Block = v.object({ blocker: v.string(), attacker: v.string() })
const DamageShare = v.object({ to: v.string(), amount: Count })

const Game = shared(
  v.object({
    version: v.literal(1),
    seed: v.number(),
    rng: v.array(v.number()),
    nextCardNumber: Count,
    seq: Count,
    teams: v.object({ A: TeamState, B: TeamState }),
    players: shared(named(Player)),
    seats: Ids,
    cards: shared(named(CardInstance)),
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
      declared: named(v.nullable(v.picklist(['keep', 'mulligan']))),
      kept: named(v.boolean()),
      mulligans: named(Count),
      mustBottom: named(Count),
    }),
    combat: v.object({
      attacks: v.array(Attack),
      blocks: v.array(Block),
      blockersDeclared: Ids,
      firstStrikeDone: v.boolean(),
      damageDone: v.boolean(),
      attackersDeclared: v.optional(v.boolean()),
      preventAll: v.optional(v.boolean()),
      blockedAlone: v.optional(Ids),
      assignments: v.optional(named(v.array(DamageShare))),
    }),
    lifeThisTurn: named(v.array(LifeEvent)),
    lifeHistory: shared(v.array(LifeEvent)),
    lifeByTurn: v.array(v.object({ turn: Count, A: Int, B: Int })),
    commanderCasts: named(Count),
    commanderDamage: named(named(Count)),
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
    commanderReturn: v.optional(named(v.picklist(['ask', 'always', 'never']))),
    log: v.array(LogEntry),
    logArchive: v.array(LogChunk),
  }),
)

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
 * A saved game as the schema reads it. tests/shared/oneShape.test-d.ts proves it is the engine's
 * GameState field by field, so a state field without its place in the save fails the typecheck.
 */
export type SavedGame = v.InferOutput<typeof Game>

export type CheckedGame = { ok: true; game: GameState } | { ok: false; problem: MessageParam }

/** Games found sound: states are immutable, so one checked once needs no second look. */
const soundGames = new WeakSet<GameState>()

/**
 * Checks one saved game: its shape, then whether it makes sense (checkState, issue 27). Sound: the
 * game as the schema outputs it (keys it does not name dropped; the game itself when there were
 * none); else what is wrong, in plain words or as a message ('sanity'). Parts checked before are
 * not checked again (schemaParts.ts), so checking each new state of a game is cheap.
 */
export function checkGame(raw: unknown): CheckedGame {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problem: 'the game: it is not a saved game at all' }
  }
  if (soundGames.has(raw as GameState)) return { ok: true, game: raw as GameState }
  const result = v.safeParse(Game, raw, { abortEarly: true })
  if (!result.success) {
    const issue = result.issues[0]
    const where = issuePath(issue)
    return { ok: false, problem: `${where === '' ? 'the game' : where}: ${issue.message}` }
  }
  const game = result.output as GameState
  if (soundGames.has(game)) return { ok: true, game }
  const problem = zoneProblem(game) ?? checkState(game)
  if (problem !== null) return { ok: false, problem }
  soundGames.add(game)
  return { ok: true, game }
}

/**
 * Why a save of `state` could not be loaded again, or null (issue 36): the store asks before it
 * keeps a state an action made, so the autosave never holds a game its load would refuse.
 */
export function unloadableProblem(state: GameState): MessageParam | null {
  const checked = checkGame(state)
  return checked.ok ? null : checked.problem
}

/** checkGame's verdict alone: null when the game is sound. */
export function gameProblem(raw: unknown): MessageParam | null {
  const checked = checkGame(raw)
  return checked.ok ? null : checked.problem
}

/**
 * The save header (save version 2): which game, how many writes, and the tab that wrote it.
 * src/store/persistence.ts (isHeader) reads the same fields by hand on the first screen: keep them alike.
 */
const SaveHeader = v.object({
  gameId: v.string(),
  revision: Count,
  writer: v.string(),
})

/** Checks a save's header: the header as the schema outputs it, or what is wrong. */
export function checkHeader(
  raw: unknown,
): { ok: true; header: v.InferOutput<typeof SaveHeader> } | { ok: false; problem: string } {
  const result = v.safeParse(SaveHeader, raw)
  if (result.success) return { ok: true, header: result.output }
  const issue = result.issues[0]
  const where = issuePath(issue)
  return {
    ok: false,
    problem: `${where === '' ? 'the header' : `header › ${where}`}: ${issue.message}`,
  }
}

/** Checks a save's header; null when it is sound. */
export function headerProblem(raw: unknown): string | null {
  const checked = checkHeader(raw)
  return checked.ok ? null : checked.problem
}
