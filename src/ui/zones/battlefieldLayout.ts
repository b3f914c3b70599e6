/**
 * Auto layout of one player's battlefield, in rows by kind as Arena and Untap.in draw them:
 * creatures, other permanents, lands. Rows keep the battlefield's order (the slot a card was
 * dropped into: the engine's `index`), except that lands of one name lie in one pile, where the
 * first of them lies, its tapped ones in a pile of their own beside it. Auras and Equipment
 * tuck under their host: they come just before it, so the host is drawn over them. Cards with a free position (only on request: dropped with Alt)
 * are drawn where they were dropped. The result is a flat list of strings so a shallow compare
 * tells whether it changed.
 */
import {
  card,
  isCreatureType,
  isLandType,
  zone,
  type CardId,
  type CardInstance,
  type GameState,
  type PlayerId,
} from '../../engine'

export type Row = 'C' | 'O' | 'L'

export interface LayoutEntry {
  id: CardId
  /** In a pile of cards of one name, under the pile's top card. */
  stacked: boolean
  /** Attached to the card after it (an Aura, an Equipment), tucked under it. */
  attached: boolean
  /** On the top card of a pile: how many cards the pile holds (0 for a card alone). */
  pile: number
}

export interface BattlefieldLayout {
  C: LayoutEntry[]
  O: LayoutEntry[]
  L: LayoutEntry[]
  free: CardId[]
}

interface Facts {
  row: Row
  name: string
}

// The rows only change when a card instance changes; instances are immutable.
const factsCache = new WeakMap<CardInstance, Facts>()

function factsOf(s: GameState, inst: CardInstance): Facts {
  let facts = factsCache.get(inst)
  if (!facts) {
    const view = card(s, inst.id)
    const type = view.typeLine
    const row: Row = view.faceDown || isCreatureType(type) ? 'C' : isLandType(type) ? 'L' : 'O'
    facts = { row, name: view.faceDown ? '' : view.name }
    factsCache.set(inst, facts)
  }
  return facts
}

/** The row a permanent is drawn in: where a card dropped onto the battlefield snaps to. */
export function rowOf(s: GameState, id: CardId): Row {
  const inst = s.cards[id]
  return inst ? factsOf(s, inst).row : 'O'
}

/**
 * Per game state and player: a battlefield's selector runs on every store change and every
 * render of it, and drawing the board after a reload asked for the same state's rows many times.
 */
const entriesCache = new WeakMap<GameState, Map<PlayerId, string[]>>()

/** Encoded as 'row|id|flags|pile' (flags: s = stacked, a = attached); 'F|id||' for free ones. */
export function battlefieldEntries(s: GameState, player: PlayerId): string[] {
  let players = entriesCache.get(s)
  if (!players) entriesCache.set(s, (players = new Map()))
  let entries = players.get(player)
  if (!entries) players.set(player, (entries = entriesOf(s, player)))
  return entries
}

interface Slot {
  ids: CardId[]
  name: string
}

function entriesOf(s: GameState, player: PlayerId): string[] {
  const ids = zone(s, player, 'battlefield')
  const auto = new Set(ids.filter((id) => s.cards[id]?.position === null))
  const rows: Record<Row, Slot[]> = { C: [], O: [], L: [] }
  const lands = new Map<string, Slot>()
  const attachments = new Map<CardId, CardId[]>()
  const out: string[] = []
  for (const id of ids) {
    const inst = s.cards[id]
    if (!inst) continue
    if (!auto.has(id)) {
      out.push(`F|${id}||`)
      continue
    }
    if (inst.attachedTo !== null && auto.has(inst.attachedTo)) {
      attachments.set(inst.attachedTo, [...(attachments.get(inst.attachedTo) ?? []), id])
      continue
    }
    const { row, name } = factsOf(s, inst)
    const pile = row === 'L' && name !== '' ? lands.get(name) : undefined
    if (pile) pile.ids.push(id)
    else {
      const slot = { ids: [id], name }
      rows[row].push(slot)
      if (row === 'L' && name !== '') lands.set(name, slot)
    }
  }
  for (const row of ['C', 'O', 'L'] as const) {
    for (const pile of rows[row].flatMap(({ ids }) => untappedThenTapped(s, ids))) {
      pile.forEach((id, i) => {
        for (const attached of attachments.get(id) ?? []) out.push(`${row}|${attached}|a|0`)
        const top = i === pile.length - 1
        out.push(`${row}|${id}|${top ? '' : 's'}|${top && pile.length > 1 ? pile.length : 0}`)
      })
    }
  }
  return out
}

/**
 * A pile's tapped lands lie in a pile of their own just after it: turned under the next card of
 * one pile, a tapped land could not be seen (issue 21). A card alone, or a pile whose cards are
 * all tapped or all untapped, stays as it is, so tapping it changes no entry.
 */
function untappedThenTapped(s: GameState, pile: CardId[]): CardId[][] {
  if (pile.length < 2) return [pile]
  const untapped = pile.filter((id) => s.cards[id]?.tapped !== true)
  const tapped = pile.filter((id) => s.cards[id]?.tapped === true)
  return [untapped, tapped].filter((ids) => ids.length > 0)
}

export function parseEntries(entries: readonly string[]): BattlefieldLayout {
  const layout: BattlefieldLayout = { C: [], O: [], L: [], free: [] }
  for (const entry of entries) {
    const [row = '', id = '', flags = '', pile = '0'] = entry.split('|')
    if (row === 'F') layout.free.push(id)
    else if (row === 'C' || row === 'O' || row === 'L') {
      layout[row].push({ id, stacked: flags === 's', attached: flags === 'a', pile: Number(pile) })
    }
  }
  return layout
}

const tappedCache = new WeakMap<GameState, Map<PlayerId, string>>()

/**
 * The player's tapped permanents in rows, as one string (space-separated ids) a plain compare
 * tells apart: a tapped card takes its turned footprint in its row (issue 37), so a tap widens
 * its slot and the battlefield fits its rows again. Per game state, like the entries.
 */
export function tappedInRows(s: GameState, player: PlayerId): string {
  let players = tappedCache.get(s)
  if (!players) tappedCache.set(s, (players = new Map()))
  let tapped = players.get(player)
  if (tapped === undefined) {
    tapped = zone(s, player, 'battlefield')
      .filter((id) => s.cards[id]?.tapped === true && s.cards[id]?.position === null)
      .join(' ')
    players.set(player, tapped)
  }
  return tapped
}
