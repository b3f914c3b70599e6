/**
 * Scryfall ids for the sample pool (issue 26: with images on, the sample decks show real cards).
 * `npm run pool:ids -- <bulk file>` (scripts/pool-ids.mjs) feeds every object of a Scryfall
 * bulk-data file to a PoolIds and writes each pool card's id into pool.json and tokens.json; the
 * image then comes from the id alone (images.ts). Plain TS with no I/O, so a test runs it.
 */
import type { CardData } from '../../engine/core'
import { isJsonObject } from '../scryfall/fields'

/** Token printings are told apart by their type line as well ("Treasure" artifact vs. others). */
const TOKEN_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token'])

function keyOf(name: string, typeLine: string | undefined, token: boolean): string {
  return token ? `token\u0000${name}\u0000${typeLine ?? ''}` : `card\u0000${name}`
}

export class PoolIds {
  private readonly ids = new Map<string, string>()

  /** One object of the bulk file; the first English paper printing of each name is kept. */
  add(item: unknown): void {
    if (!isJsonObject(item)) return
    const { id, name, layout, lang, digital, type_line: typeLine } = item
    if (typeof id !== 'string' || typeof name !== 'string') return
    if ((lang !== undefined && lang !== 'en') || digital === true) return
    const token = typeof layout === 'string' && TOKEN_LAYOUTS.has(layout)
    const key = keyOf(name, typeof typeLine === 'string' ? typeLine : undefined, token)
    if (!this.ids.has(key)) this.ids.set(key, id)
  }

  /** The cards with their ids, in the same order; a card the file lacks keeps what it had. */
  fill(
    cards: readonly CardData[],
    tokens = false,
  ): { cards: (CardData & { id?: string })[]; missing: string[] } {
    const missing: string[] = []
    const filled = cards.map((card) => {
      const id = this.ids.get(keyOf(card.name, card.type_line, tokens))
      if (id === undefined) {
        missing.push(card.name)
        return card
      }
      const { name, ...rest } = card
      // The id right after the name, where a reader of pool.json looks for it.
      return { name, id, ...rest }
    })
    return { cards: filled, missing }
  }
}
