/**
 * The sample pool checked against Scryfall's Oracle data, field by field: `npm run check:pool --
 * <bulk file>` (scripts/check-pool.mjs) feeds it every object of a bulk-data file. Plain TS with
 * no I/O, so a test runs it on a small file.
 */
import type { CardData, CardFaceData } from '../../engine/core'
import { isJsonObject, type JsonObject } from '../scryfall/fields'

/** The fields a pool card carries, Scryfall's names; only these are compared. */
const CARD_FIELDS = [
  'name',
  'layout',
  'mana_cost',
  'cmc',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
  'colors',
  'color_indicator',
  'color_identity',
  'keywords',
] as const
const FACE_FIELDS = [
  'name',
  'mana_cost',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
  'colors',
  'color_indicator',
] as const

export interface FieldDifference {
  /** 'oracle_text', or 'card_faces[1].type_line'. */
  field: string
  pool: unknown
  scryfall: unknown
}

export interface PoolCheck {
  /** Pool cards found in the file whose fields all match. */
  same: string[]
  differing: { name: string; differences: FieldDifference[] }[]
  /** Pool cards the file does not hold (a partial file, or a name the pool misspells). */
  missing: string[]
}

const TOKEN_LAYOUTS: ReadonlySet<unknown> = new Set(['token', 'double_faced_token', 'emblem'])

/** Collects a bulk file's objects by name, then checks `pool` against them. */
export class PoolChecker {
  private readonly byName = new Map<string, JsonObject[]>()

  add(item: unknown): void {
    if (!isJsonObject(item) || typeof item['name'] !== 'string') return
    const named = this.byName.get(item['name']) ?? []
    named.push(item)
    this.byName.set(item['name'], named)
  }

  check(pool: readonly CardData[]): PoolCheck {
    const result: PoolCheck = { same: [], differing: [], missing: [] }
    for (const card of pool) {
      const token = TOKEN_LAYOUTS.has(card.layout)
      const candidates = (this.byName.get(card.name) ?? []).filter(
        (item) => TOKEN_LAYOUTS.has(item['layout']) === token,
      )
      // Many tokens share a name ('Soldier'): the closest one is the one the pool copied.
      const closest = candidates
        .map((item) => compareCard(card, item))
        .sort((a, b) => a.length - b.length)[0]
      if (closest === undefined) result.missing.push(card.name)
      else if (closest.length === 0) result.same.push(card.name)
      else result.differing.push({ name: card.name, differences: closest })
    }
    return result
  }
}

export function compareCard(card: CardData, scryfall: JsonObject): FieldDifference[] {
  const differences = compareFields(card, scryfall, CARD_FIELDS, '')
  const faces = card.card_faces ?? []
  const theirs = Array.isArray(scryfall['card_faces']) ? (scryfall['card_faces'] as unknown[]) : []
  const count = Math.max(faces.length, theirs.length)
  for (let i = 0; i < count; i += 1) {
    const face = faces[i]
    const their = theirs[i]
    const where = `card_faces[${i}].`
    if (face === undefined || !isJsonObject(their)) {
      differences.push({ field: `card_faces[${i}]`, pool: face, scryfall: their })
    } else {
      differences.push(...compareFields(face, their, FACE_FIELDS, where))
    }
  }
  return differences
}

function compareFields(
  ours: CardData | CardFaceData,
  theirs: JsonObject,
  fields: readonly string[],
  where: string,
): FieldDifference[] {
  const mine: Readonly<Record<string, unknown>> = { ...ours }
  return fields.flatMap((field) => {
    const pool = mine[field]
    const scryfall = theirs[field] ?? undefined
    return sameValue(pool, scryfall) ? [] : [{ field: `${where}${field}`, pool, scryfall }]
  })
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

const LISTED_MISSING = 20

/** The report the script prints: one block per differing card, then a summary line. */
export function describePoolCheck(result: PoolCheck): string {
  const lines = result.differing.flatMap(({ name, differences }) => [
    `${name}:`,
    ...differences.flatMap(({ field, pool, scryfall }) => [
      `  ${field}`,
      `    pool:     ${JSON.stringify(pool)}`,
      `    Scryfall: ${JSON.stringify(scryfall)}`,
    ]),
  ])
  // A partial file leaves most of the pool out: naming 250 cards would bury the differences.
  const { missing } = result
  if (missing.length > 0 && missing.length <= LISTED_MISSING)
    lines.push(`Not in the file: ${missing.join(', ')}`)
  lines.push(
    `${result.same.length} same, ${result.differing.length} different, ${result.missing.length} not in the file.`,
  )
  return lines.join('\n')
}
