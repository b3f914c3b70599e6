/** Small immutable-update helpers every rule module shares. */
import { refuse } from './errors'
import { message, type Message } from './message'
import { english } from './messages'
import type {
  CardId,
  CardInstance,
  GameState,
  LogEntry,
  PlayerId,
  PlayerState,
  PlayerZoneName,
  TeamId,
  TeamState,
} from './types'

export function getCard(s: GameState, id: CardId): CardInstance {
  // Object.hasOwn: an id such as "toString" must not find Object.prototype's members.
  const c = Object.hasOwn(s.cards, id) ? s.cards[id] : undefined
  if (!c) refuse('NO_SUCH_CARD', message('state.noSuchCard', { id }))
  return c
}

export function getPlayer(s: GameState, id: PlayerId): PlayerState {
  const p = Object.hasOwn(s.players, id) ? s.players[id] : undefined
  if (!p) refuse('NO_SUCH_PLAYER', message('state.noSuchPlayer', { id }))
  return p
}

export function getTeam(s: GameState, id: TeamId): TeamState {
  return s.teams[id]
}

export function teamOfPlayer(s: GameState, id: PlayerId): TeamId {
  return getPlayer(s, id).team
}

export function otherTeam(t: TeamId): TeamId {
  return t === 'A' ? 'B' : 'A'
}

export function playerName(s: GameState, id: PlayerId): string {
  return s.players[id]?.name ?? id
}

export function setCard(s: GameState, id: CardId, patch: Partial<CardInstance>): GameState {
  const c = getCard(s, id)
  return { ...s, cards: { ...s.cards, [id]: { ...c, ...patch } } }
}

/** The card with nothing about it revealed (701.20a): what every move and every hiding makes it. */
export function unrevealed(c: CardInstance): CardInstance {
  if (!c.revealed && c.revealPending === undefined) return c
  const { revealPending: _seen, ...rest } = c
  return { ...rest, revealed: false }
}

export function setPlayer(s: GameState, id: PlayerId, patch: Partial<PlayerState>): GameState {
  const p = getPlayer(s, id)
  return { ...s, players: { ...s.players, [id]: { ...p, ...patch } } }
}

export function setTeam(s: GameState, id: TeamId, patch: Partial<TeamState>): GameState {
  return { ...s, teams: { ...s.teams, [id]: { ...s.teams[id], ...patch } } }
}

export function setZone(
  s: GameState,
  owner: PlayerId,
  zone: PlayerZoneName,
  cards: CardId[],
): GameState {
  const p = getPlayer(s, owner)
  return setPlayer(s, owner, { zones: { ...p.zones, [zone]: cards } })
}

/** Lines per log chunk (see GameState.logArchive). */
export const LOG_CHUNK = 256

/**
 * Appends a human-readable log line (newest last). A catalog message (messages/en.json) keeps its
 * key and values next to the English text, so the interface can say it in the players' language.
 */
export function addLog(s: GameState, text: Message, rule?: string, said?: 'toAll'): GameState {
  const seq = s.seq + 1
  const entry: LogEntry = { seq, text: english(text), message: text }
  if (rule !== undefined) entry.rule = rule
  // A reveal is said to every player: no view takes its words back (LogEntry.public).
  if (said === 'toAll') entry.public = true
  if (s.log.length >= LOG_CHUNK)
    return { ...s, seq, logArchive: [...s.logArchive, s.log], log: [entry] }
  return { ...s, seq, log: [...s.log, entry] }
}
