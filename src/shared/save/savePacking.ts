/**
 * Saves store what changed, not every state whole (issue 27: a 1-turn game's file was 2 MB). The
 * states of a game's history share most of their parts in memory (immutable updates): the same
 * card objects, the same printed card data, the same log lines and life events. Packing keeps
 * each shared part once, in a pool, and lets every state name it by its place there; unpacking
 * puts the same object back wherever it was named, so a loaded history shares memory again.
 *
 * Packing is optional per part (save version 3): a state whose `cards` hold card objects rather
 * than numbers is read as it is, so an older save is already a valid version 3 save once its
 * version says so (migrations.ts). Unpacking never throws: a number that names nothing is left
 * where it is, and the schema check that follows (saveSchema.ts) names the field.
 */
import type { CardData, CardInstance, GameState, LifeEvent, LogEntry } from '../../engine'

/** The parts several states share, each kept once. */
export interface SavePool {
  printed: CardData[]
  /** Card objects with `data` as a place in `printed`. */
  cards: PackedCard[]
  lines: LogEntry[]
  /** Full log chunks (GameState.logArchive) as places in `lines`. */
  chunks: number[][]
  life: LifeEvent[]
}

export type PackedCard = Omit<CardInstance, 'data'> & { data: number }

/** A state whose shared parts are places in the pool. */
export type PackedState = Omit<GameState, 'cards' | 'log' | 'logArchive' | 'lifeHistory'> & {
  cards: Record<string, number>
  log: number[]
  logArchive: number[]
  lifeHistory: number[]
}

class Places<T> {
  readonly items: T[] = []
  private readonly at = new Map<T, number>()
  placeOf(item: T): number {
    let place = this.at.get(item)
    if (place === undefined) {
      place = this.items.push(item) - 1
      this.at.set(item, place)
    }
    return place
  }
}

export interface Packer {
  pack: (state: GameState) => PackedState
  pool: () => SavePool
}

/** Packs the states of one save into one pool. */
export function packer(): Packer {
  const printed = new Places<CardData>()
  const cardObjects = new Places<CardInstance>()
  const lines = new Places<LogEntry>()
  const chunkArrays = new Places<LogEntry[]>()
  const life = new Places<LifeEvent>()
  const lineOf = (line: LogEntry) => lines.placeOf(line)
  return {
    pack: (state) => {
      const cards: Record<string, number> = {}
      for (const [id, card] of Object.entries(state.cards)) cards[id] = cardObjects.placeOf(card)
      return {
        ...state,
        cards,
        log: state.log.map(lineOf),
        logArchive: state.logArchive.map((chunk) => chunkArrays.placeOf(chunk)),
        lifeHistory: state.lifeHistory.map((event) => life.placeOf(event)),
      }
    },
    pool: () => ({
      printed: printed.items,
      cards: cardObjects.items.map((card) => ({ ...card, data: printed.placeOf(card.data) })),
      lines: lines.items,
      chunks: chunkArrays.items.map((chunk) => chunk.map(lineOf)),
      life: life.items,
    }),
  }
}

type Plain = Record<string, unknown>

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Puts the pool's parts back into a saved state, the same object for the same place. Anything
 * that is not a place in the pool stays as it is, for the schema to judge.
 */
export function unpacker(rawPool: unknown): (state: unknown) => unknown {
  const pool = isPlain(rawPool) ? rawPool : {}
  const list = (name: string): unknown[] => {
    const value = pool[name]
    return Array.isArray(value) ? (value as unknown[]) : []
  }
  const printed = list('printed')
  const lines = list('lines')
  const life = list('life')
  const fromPlace = (items: readonly unknown[]) => (value: unknown) =>
    typeof value === 'number' && Object.hasOwn(items, value) ? items[value] : value
  const line = fromPlace(lines)
  const cards = list('cards').map((card) =>
    isPlain(card) ? { ...card, data: fromPlace(printed)(card['data']) } : card,
  )
  const chunks = list('chunks').map((chunk) => (Array.isArray(chunk) ? chunk.map(line) : chunk))
  const each = (value: unknown, one: (v: unknown) => unknown) =>
    Array.isArray(value) ? value.map(one) : value

  return (state) => {
    if (!isPlain(state)) return state
    const stored = state['cards']
    return {
      ...state,
      // fromEntries, not assignment: a card id "__proto__" stays a key, as JSON.parse made it.
      cards: isPlain(stored)
        ? Object.fromEntries(Object.entries(stored).map(([id, c]) => [id, fromPlace(cards)(c)]))
        : stored,
      log: each(state['log'], line),
      logArchive: each(state['logArchive'], fromPlace(chunks)),
      lifeHistory: each(state['lifeHistory'], fromPlace(life)),
    }
  }
}

/** A save as written to the autosave slot or a file: version 3, its states packed. */
export interface StoredSave<Header> {
  version: number
  header: Header
  journalStep?: number
  pool: SavePool
  game: PackedState
  past: PackedState[]
  future: PackedState[]
}

export function packSave<Header>(file: {
  version: number
  header: Header
  journalStep?: number
  game: GameState
  past: readonly GameState[]
  future: readonly GameState[]
}): StoredSave<Header> {
  const { pack, pool } = packer()
  const { game, past, future, ...rest } = file
  const packed = { game: pack(game), past: past.map(pack), future: future.map(pack) }
  return { ...rest, pool: pool(), ...packed }
}

/** A stored save with its states unpacked; the pool is gone. Any input gives a record back. */
export function unpackSave(raw: Plain): Plain {
  if (!Object.hasOwn(raw, 'pool')) return raw
  const { pool, ...save } = raw
  const unpack = unpacker(pool)
  return {
    ...save,
    game: unpack(save['game']),
    past: Array.isArray(save['past']) ? save['past'].map(unpack) : save['past'],
    future: Array.isArray(save['future']) ? save['future'].map(unpack) : save['future'],
  }
}
