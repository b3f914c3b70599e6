import { typeLineHas, type CardId, type CardView } from '../../engine'

/** The card types a search usually names ("a basic land card", "a creature card"). */
export const TYPE_FILTERS = [
  'any',
  'land',
  'basicLand',
  'creature',
  'artifact',
  'enchantment',
  'instant',
  'sorcery',
  'planeswalker',
] as const
export type TypeFilter = (typeof TYPE_FILTERS)[number]

// Type lines are read the rules' way, by the engine's own helper (205).
const TYPE_WORDS: Record<Exclude<TypeFilter, 'any'>, (typeLine: string) => boolean> = {
  land: (t) => typeLineHas(t, 'Land'),
  basicLand: (t) => typeLineHas(t, 'Basic') && typeLineHas(t, 'Land'),
  creature: (t) => typeLineHas(t, 'Creature'),
  artifact: (t) => typeLineHas(t, 'Artifact'),
  enchantment: (t) => typeLineHas(t, 'Enchantment'),
  instant: (t) => typeLineHas(t, 'Instant'),
  sorcery: (t) => typeLineHas(t, 'Sorcery'),
  planeswalker: (t) => typeLineHas(t, 'Planeswalker'),
}

export interface SearchRow {
  id: CardId
  /** The card's name, numbered when the library holds several ("Forest 2"). */
  label: string
  typeLine: string
}

/**
 * The library's cards as the search lists them: sorted by name (the list must not tell the
 * library's order), each copy of a name numbered so every row has its own accessible name.
 */
export function searchRows(
  cards: readonly CardView[],
  name: string,
  type: TypeFilter,
): SearchRow[] {
  const sorted = [...cards].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  const total = new Map<string, number>()
  for (const c of sorted) total.set(c.name, (total.get(c.name) ?? 0) + 1)
  const seen = new Map<string, number>()
  const rows = sorted.map((c) => {
    const n = (seen.get(c.name) ?? 0) + 1
    seen.set(c.name, n)
    const label = (total.get(c.name) ?? 1) > 1 ? `${c.name} ${n}` : c.name
    return { id: c.id, label, typeLine: c.typeLine, name: c.name }
  })
  const query = name.trim().toLowerCase()
  return rows
    .filter((r) => query === '' || r.name.toLowerCase().includes(query))
    .filter((r) => type === 'any' || TYPE_WORDS[type](r.typeLine))
    .map(({ id, label, typeLine }) => ({ id, label, typeLine }))
}

/** Names as rows show them: a name the list holds more than once is numbered ("Forest 2"). */
export function numberedNames(names: readonly string[]): string[] {
  const total = new Map<string, number>()
  for (const name of names) total.set(name, (total.get(name) ?? 0) + 1)
  const seen = new Map<string, number>()
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1
    seen.set(name, n)
    return (total.get(name) ?? 1) > 1 ? `${name} ${n}` : name
  })
}
