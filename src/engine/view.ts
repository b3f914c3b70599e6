/**
 * Hidden information as a view of the state (CR 400.2, 708, 810.5b): what one team, a spectator
 * or everybody may know, still a GameState every selector reads. A hidden card keeps its zone,
 * its place and the zone's count, but no card data, and its id belongs to the view: the id says
 * only where it is now ("hidden-2-hand-4"), so nobody can follow a card through a shuffle or
 * into a hand. The log and the life history name no hidden card.
 */
import { message, type Message, type MessageParam } from './message'
import type { Action } from './actions'
import type { CardId, CardInstance, GameState, LogEntry, PlayerState, TeamId } from './types'
import { PLAYER_ZONES } from './types'
import { shareUnchanged } from './viewSharing'

/** Who looks: one team (both its players' hands, 810.5), a spectator, or everybody. */
export type Viewer = { team: TeamId } | 'spectator' | 'all'

/** Every hidden card's view id starts so; real ids are numbers ('12', old saves 'c12'). */
export const HIDDEN_PREFIX = 'hidden-'

const A_CARD = message('word.aCard')
const NO_RNG = [0, 0, 0, 0]

/**
 * May this viewer see what the card is? A hand: its owner's team (810.5); a library: nobody but a top card played revealed (401.5); a
 * face-down card: its controller's team (708.5); anything revealed: everybody (701.20).
 */
export function seenBy(s: GameState, viewer: Viewer, id: CardId): boolean {
  if (viewer === 'all') return true
  const c = Object.hasOwn(s.cards, id) ? s.cards[id] : undefined
  if (!c) return false
  if (c.revealed) return true
  const team = viewer === 'spectator' ? undefined : viewer.team
  const teamOf = (p: string) => s.players[p]?.team
  // 401.5: a player may have to play with the top card of their library revealed.
  if (c.zone === 'library') {
    const owner = s.players[c.owner]
    return owner?.topRevealed === true && owner.zones.library[0] === id
  }
  if (c.zone === 'hand') return team !== undefined && teamOf(c.owner) === team
  if (c.faceDown) return team !== undefined && teamOf(c.controller) === team
  return true
}

/**
 * The state as `viewer` may know it. `previous`, the last view for the same viewer, lends its
 * unchanged parts, so a component reading one card re-renders only when that card changed.
 */
export function viewFor(s: GameState, viewer: Viewer, previous?: GameState | null): GameState {
  if (viewer === 'all') return s
  const view = buildView(s, hiddenIds(s, viewer))
  return previous ? shareUnchanged(previous, view) : view
}

/** The real id behind a view's id (hidden cards), or the id itself (cards the viewer sees). */
export function realCardId(s: GameState, id: CardId): CardId {
  if (!id.startsWith(HIDDEN_PREFIX)) return id
  const [where, zone, index] = id.slice(HIDDEN_PREFIX.length).split('-')
  const at = Number(where === 'battlefield' || where === 'stack' ? zone : index)
  const list =
    where === 'battlefield'
      ? s.battlefield
      : where === 'stack'
        ? s.stack
        : s.players[s.seats[Number(where)] ?? '']?.zones[zone as (typeof PLAYER_ZONES)[number]]
  return list?.[at] ?? id
}

/** The id this viewer's view gives a card: its own id when in sight, else that of its place. */
export function viewCardId(s: GameState, viewer: Viewer, id: CardId): CardId {
  return seenBy(s, viewer, id) ? id : (hiddenIds(s, viewer).get(id) ?? id)
}

/** An action built on a view, with its hidden cards' ids turned back into the real ones. */
export function actionFromView(s: GameState, action: Action): Action {
  return mapStrings(action, (text) => realCardId(s, text)) as Action
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return value.startsWith(HIDDEN_PREFIX) ? map(value) : value
  if (typeof value !== 'object' || value === null) return value
  // Most actions name no hidden card: they come back as they were, uncopied.
  let changed = false
  const entries = Object.entries(value).map(([k, v]) => {
    const mapped = mapStrings(v, map)
    if (mapped !== v) changed = true
    return [k, mapped] as const
  })
  if (!changed) return value
  return Array.isArray(value) ? entries.map(([, v]) => v) : Object.fromEntries(entries)
}

/** Real id → view id of every card this viewer may not see, by where each card is now. */
function hiddenIds(s: GameState, viewer: Viewer): Map<CardId, CardId> {
  const ids = new Map<CardId, CardId>()
  const name = (list: readonly CardId[], prefix: string) =>
    list.forEach((id, i) => {
      if (!seenBy(s, viewer, id)) ids.set(id, `${HIDDEN_PREFIX}${prefix}-${i}`)
    })
  s.seats.forEach((p, seat) => {
    const zones = s.players[p]?.zones
    if (zones) for (const z of PLAYER_ZONES) name(zones[z], `${seat}-${z}`)
  })
  name(s.battlefield, 'battlefield')
  name(s.stack, 'stack')
  // A card in no zone's list (a damaged save) is hidden all the same.
  name(
    Object.keys(s.cards).filter((id) => !ids.has(id)),
    'loose',
  )
  return ids
}

function buildView(s: GameState, ids: Map<CardId, CardId>): GameState {
  const to = (id: CardId): CardId => ids.get(id) ?? id
  const cards: Record<CardId, CardInstance> = {}
  for (const c of Object.values(s.cards)) {
    const hidden = ids.get(c.id)
    if (hidden !== undefined) cards[hidden] = placeholderOf(c, hidden, to)
    else
      cards[c.id] =
        c.attachedTo !== null && ids.has(c.attachedTo) ? { ...c, attachedTo: to(c.attachedTo) } : c
  }
  const players: Record<string, PlayerState> = {}
  for (const [id, p] of Object.entries(s.players)) {
    const zones = { ...p.zones }
    for (const z of PLAYER_ZONES) zones[z] = p.zones[z].map(to)
    players[id] = { ...p, zones }
  }
  const forbidden = hiddenNames(s, ids)
  // Past events keep no hidden card: naming its new id would follow it into hiding.
  const known = (id: CardId | undefined) => id === undefined || !ids.has(id)
  const lifeEvent = <E extends { source?: CardId }>(e: E): E => {
    if (known(e.source)) return e
    const { source: _hidden, ...rest } = e
    return rest as E
  }
  const lifeThisTurn = Object.fromEntries(
    Object.entries(s.lifeThisTurn).map(([p, events]) => [p, events.map(lifeEvent)]),
  )
  const publicKeys = <V>(record: Record<CardId, V>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => known(id)))
  const { combat } = s
  return {
    ...s,
    // The generator's state and seed would tell every future shuffle, so every library's order.
    seed: 0,
    rng: NO_RNG,
    cards,
    players,
    battlefield: s.battlefield.map(to),
    stack: s.stack.map(to),
    combat: {
      ...combat,
      attacks: combat.attacks.map((a) => ({
        ...a,
        attacker: to(a.attacker),
        ...(a.target !== undefined && { target: to(a.target) }),
      })),
      blocks: combat.blocks.map((b) => ({ blocker: to(b.blocker), attacker: to(b.attacker) })),
      ...(combat.blockedAlone && { blockedAlone: combat.blockedAlone.map(to) }),
      ...(combat.assignments && {
        assignments: Object.fromEntries(
          Object.entries(combat.assignments).map(([attacker, shares]) => [
            to(attacker),
            shares.map((x) => ({ to: to(x.to), amount: x.amount })),
          ]),
        ),
      }),
    },
    lifeThisTurn,
    lifeHistory: s.lifeHistory.map(lifeEvent),
    commanderCasts: publicKeys(s.commanderCasts),
    commanderDamage: Object.fromEntries(
      Object.entries(s.commanderDamage).map(([p, byCommander]) => [p, publicKeys(byCommander)]),
    ),
    log: scrubLog(s.log, forbidden),
    logArchive: s.logArchive.map((chunk) => scrubLog(chunk, forbidden)),
  }
}

/**
 * The last placeholder made for each card instance: an unchanged card at an unchanged place
 * gets the same object, so the view after a tap copies no hidden card (instances are immutable).
 */
const placeholders = new WeakMap<CardInstance, CardInstance>()
function placeholderOf(c: CardInstance, id: CardId, to: (id: CardId) => CardId): CardInstance {
  const last = placeholders.get(c)
  const attachedTo = c.attachedTo === null ? null : to(c.attachedTo)
  if (last && last.id === id && last.attachedTo === attachedTo) return last
  const made = placeholder(c, id, to)
  placeholders.set(c, made)
  return made
}

/** A hidden card as the view shows it: where it is and what anyone can see of the object. */
function placeholder(c: CardInstance, id: CardId, to: (id: CardId) => CardId): CardInstance {
  const onTable = c.zone === 'battlefield' || c.zone === 'stack'
  return {
    id,
    data: { name: '' },
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    isToken: false,
    isDoubleFacedToken: false,
    isCommander: false,
    faceUp: 'front',
    faceDown: c.faceDown,
    // A face-down permanent is a physical object on the table: its tapping, counters, damage and
    // place are seen by everyone (708.2, 122); nothing of a card in a hidden zone is.
    tapped: onTable && c.tapped,
    counters: onTable ? c.counters : {},
    attachedTo: c.attachedTo === null ? null : to(c.attachedTo),
    damage: onTable ? c.damage : 0,
    copy: null,
    controlledSinceTurn: c.controlledSinceTurn,
    goadedBy: onTable ? c.goadedBy : [],
    untilEndOfTurn: onTable ? c.untilEndOfTurn : { power: 0, toughness: 0 },
    position: onTable ? c.position : null,
    revealed: false,
  }
}

/** Every name a card can go by: its faces, and what it copies (found once per instance). */
const cardNames = new WeakMap<CardInstance, string[]>()
function namesOf(c: CardInstance): string[] {
  let names = cardNames.get(c)
  if (!names) {
    names = [c.data.name, ...(c.data.card_faces ?? []).map((f) => f.name)]
    if (c.copy) names.push(c.copy.face.name, c.copy.sourceName)
    names = names.filter((n) => n !== '')
    cardNames.set(c, names)
  }
  return names
}

/**
 * Names of the hidden cards that no card in sight goes by: the words the view must not say. A
 * Forest in a library shares its name with the Forest on the table; that name tells nothing.
 */
function hiddenNames(s: GameState, ids: Map<CardId, CardId>): Set<string> {
  const seen = new Set<string>()
  const hidden = new Set<string>()
  for (const c of Object.values(s.cards)) {
    const names = namesOf(c)
    if (ids.has(c.id)) names.forEach((n) => hidden.add(n))
    else names.forEach((n) => seen.add(n))
  }
  for (const n of seen) hidden.delete(n)
  return hidden
}

function scrubLog(entries: LogEntry[], forbidden: Set<string>): LogEntry[] {
  if (forbidden.size === 0 || !entries.some((e) => says(e, forbidden))) return entries
  return entries.map((e) => (says(e, forbidden) ? scrubEntry(e, forbidden) : e))
}

function says(e: LogEntry, forbidden: Set<string>): boolean {
  // Said to every player (a reveal): everyone saw the card, so the words stay.
  if (e.public === true) return false
  // An entry from an old save has only its English text.
  if (!e.message) return [...forbidden].some((name) => e.text.includes(name))
  return wordsOf(e.message).some((w) => forbidden.has(w))
}

/** The plain strings inside a message (card and player names), found once per message. */
const messageWords = new WeakMap<Message, string[]>()
function wordsOf(msg: Message): string[] {
  let words = messageWords.get(msg)
  if (!words) {
    words = []
    collectWords(msg, words)
    messageWords.set(msg, words)
  }
  return words
}

function collectWords(msg: Message, into: string[]): void {
  for (const value of Object.values(msg.params ?? {})) {
    if (typeof value === 'string') into.push(value)
    else if (typeof value === 'object') collectWords(value, into)
  }
}

function scrubEntry(e: LogEntry, forbidden: Set<string>): LogEntry {
  // The English words get the same change by hand: the catalog stays out of the first screen,
  // which the store (and so this module) is part of.
  let text = e.text
  for (const name of forbidden) if (text.includes(name)) text = text.split(name).join(A_CARD_TEXT)
  return e.message ? { ...e, message: scrubMessage(e.message, forbidden), text } : { ...e, text }
}

/** messages/en.json's word.aCard. */
const A_CARD_TEXT = 'a card'

function scrubMessage(msg: Message, forbidden: Set<string>): Message {
  if (!msg.params) return msg
  const params: Record<string, MessageParam> = {}
  for (const [k, v] of Object.entries(msg.params)) {
    params[k] =
      typeof v === 'string'
        ? forbidden.has(v)
          ? A_CARD
          : v
        : typeof v === 'object'
          ? scrubMessage(v, forbidden)
          : v
  }
  return { ...msg, params }
}
