/**
 * Scryfall ids for the sample pool (issue 26: with images on, the sample decks show real cards).
 * `npm run pool:ids -- <bulk file>` (scripts/pool-ids.mjs) feeds every object of a Scryfall
 * bulk-data file to a PoolIds and writes each pool card's id into pool.json and tokens.json; the
 * image then comes from the id alone (images.ts). Plain TS with no I/O, so a test runs it.
 */
import type { CardData } from '../../engine/core'
import { DOUBLE_FACED_LAYOUTS } from '../scryfall/adapter'
import { isJsonObject } from '../scryfall/fields'
import type { ScryfallCardData, ScryfallImageUris } from '../types'

/** Token printings are told apart by their type line as well ("Treasure" artifact vs. others). */
const TOKEN_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token'])

function keyOf(name: string, typeLine: string | undefined, token: boolean): string {
  return token ? `token\u0000${name}\u0000${typeLine ?? ''}` : `card\u0000${name}`
}

/**
 * Scryfall's API answers `cards/named?exact=…&format=image` with a redirect to the card's image
 * (its default printing; `face=back` for the back of a double-faced card). A pool card the bulk
 * file lacks gets these as its image_uris, so it still shows a real image with images on; a name
 * Scryfall does not know fails to load and the text frame stays (CardImage).
 */
function imagesByName(name: string, face: 'front' | 'back'): ScryfallImageUris {
  const url = (version: 'small' | 'normal') => {
    const query = new URLSearchParams({ exact: name, format: 'image', version })
    if (face === 'back') query.set('face', 'back')
    return `https://api.scryfall.com/cards/named?${query.toString()}`
  }
  return { small: url('small'), normal: url('normal') }
}

/** The card with by-name image_uris: on each face of a double-faced card, else on the card. */
export function withImagesByName(card: CardData): ScryfallCardData {
  const faces = card.card_faces
  if (card.layout !== undefined && DOUBLE_FACED_LAYOUTS.has(card.layout) && faces?.length === 2) {
    return {
      ...card,
      card_faces: faces.map((face, index) => ({
        ...face,
        image_uris: imagesByName(card.name, index === 0 ? 'front' : 'back'),
      })),
    }
  }
  return { ...card, image_uris: imagesByName(card.name, 'front') }
}

/** The card without image_uris: once it has its id, the id says where its images are. */
function withoutImageUris(card: ScryfallCardData): ScryfallCardData {
  const { image_uris: _card, card_faces: faces, ...rest } = card
  if (!faces) return rest
  return { ...rest, card_faces: faces.map(({ image_uris: _face, ...face }) => face) }
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

  /**
   * The cards with their ids, in the same order. A card the file lacks keeps what it had, and a
   * card (not a token: Scryfall finds no token by name) gets its images by name.
   */
  fill(
    cards: readonly CardData[],
    tokens = false,
  ): { cards: ScryfallCardData[]; missing: string[] } {
    const missing: string[] = []
    const filled = cards.map((card): ScryfallCardData => {
      const id = this.ids.get(keyOf(card.name, card.type_line, tokens))
      if (id === undefined) {
        missing.push(card.name)
        return tokens || (card as ScryfallCardData).id !== undefined ? card : withImagesByName(card)
      }
      const { name, id: _before, ...rest } = withoutImageUris(card)
      // The id right after the name, where a reader of pool.json looks for it.
      return { name, id, ...rest }
    })
    return { cards: filled, missing }
  }
}
