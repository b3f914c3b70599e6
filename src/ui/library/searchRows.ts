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

/** Identical cards of a library, shown as one card with a count ("Forest ×17"). */
export interface SearchGroup {
  name: string
  /** Its cards, in a fixed order the library's order does not tell. */
  ids: CardId[]
  /** The first of them: they read the same. */
  view: CardView
}

/**
 * The library's cards as the search shows them: one card per name with how many there are,
 * sorted by name (the list must not tell the library's order), filtered by name and type.
 */
export function searchGroups(
  cards: readonly CardView[],
  name: string,
  type: TypeFilter,
): SearchGroup[] {
  const query = name.trim().toLowerCase()
  const groups = new Map<string, SearchGroup>()
  const sorted = [...cards].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  for (const c of sorted) {
    if (query !== '' && !c.name.toLowerCase().includes(query)) continue
    if (type !== 'any' && !TYPE_WORDS[type](c.typeLine)) continue
    const group = groups.get(c.name)
    if (group) group.ids.push(c.id)
    else groups.set(c.name, { name: c.name, ids: [c.id], view: c })
  }
  return [...groups.values()]
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
