/**
 * Auto layout of one player's battlefield: creatures in the front row, other permanents in the
 * middle, lands in the back row (sorted by name, so basics pile up); Auras and Equipment sit
 * right after what they are attached to; cards with a free position are drawn where they were
 * dropped. The result is a flat list of strings so a shallow compare tells whether it changed.
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
  /** Same name as the card before it in the row. */
  stacked: boolean
  attached: boolean
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
    facts = { row, name: view.name }
    factsCache.set(inst, facts)
  }
  return facts
}

/**
 * Per game state and player: a battlefield's selector runs on every store change and every
 * render of it, and drawing the board after a reload asked for the same state's rows many times.
 */
const entriesCache = new WeakMap<GameState, Map<PlayerId, string[]>>()

/** Encoded as 'row|id|flags' (flags: s = stacked, a = attached); 'F|id|' for free positions. */
export function battlefieldEntries(s: GameState, player: PlayerId): string[] {
  let players = entriesCache.get(s)
  if (!players) entriesCache.set(s, (players = new Map()))
  let entries = players.get(player)
  if (!entries) players.set(player, (entries = entriesOf(s, player)))
  return entries
}

function entriesOf(s: GameState, player: PlayerId): string[] {
  const ids = zone(s, player, 'battlefield')
  const auto = new Set(ids.filter((id) => s.cards[id]?.position === null))
  const rows: Record<Row, { id: CardId; name: string }[]> = { C: [], O: [], L: [] }
  const attachments = new Map<CardId, CardId[]>()
  const out: string[] = []
  for (const id of ids) {
    const inst = s.cards[id]
    if (!inst) continue
    if (!auto.has(id)) {
      out.push(`F|${id}|`)
      continue
    }
    if (inst.attachedTo !== null && auto.has(inst.attachedTo)) {
      attachments.set(inst.attachedTo, [...(attachments.get(inst.attachedTo) ?? []), id])
      continue
    }
    const facts = factsOf(s, inst)
    rows[facts.row].push({ id, name: facts.name })
  }
  rows.L.sort((a, b) => a.name.localeCompare(b.name))
  for (const row of ['C', 'O', 'L'] as const) {
    let previous = ''
    for (const { id, name } of rows[row]) {
      out.push(`${row}|${id}|${name !== '' && name === previous ? 's' : ''}`)
      previous = name
      for (const attached of attachments.get(id) ?? []) {
        out.push(`${row}|${attached}|a`)
        previous = ''
      }
    }
  }
  return out
}

export function parseEntries(entries: readonly string[]): BattlefieldLayout {
  const layout: BattlefieldLayout = { C: [], O: [], L: [], free: [] }
  for (const entry of entries) {
    const [row = '', id = '', flags = ''] = entry.split('|')
    if (row === 'F') layout.free.push(id)
    else if (row === 'C' || row === 'O' || row === 'L') {
      layout[row].push({ id, stacked: flags === 's', attached: flags === 'a' })
    }
  }
  return layout
}
