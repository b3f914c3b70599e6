/**
 * Which Scryfall image shows a card: the face that is up (a double-faced card has an image per
 * face), from Scryfall's own hosts only. Card data read from a save or a file is not trusted to
 * point anywhere else.
 */
import type { CardData } from '../engine'
import { DOUBLE_FACED_LAYOUTS } from './scryfall/adapter'
import type { ScryfallCardData, ScryfallImageUris } from './types'

/** Scryfall serves images from cards.scryfall.io; api.scryfall.com redirects there. */
export const IMAGE_HOSTS: ReadonlySet<string> = new Set(['cards.scryfall.io', 'api.scryfall.com'])

export interface CardImageSource {
  src: string
  /** The larger image for dense screens, when Scryfall has one. */
  srcSet?: string
  /** The largest image there is: for the preview. */
  large: string
}

/** The URL if it is an https address on one of Scryfall's hosts. */
export function scryfallImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && IMAGE_HOSTS.has(parsed.hostname) ? url : undefined
  } catch {
    return undefined
  }
}

function sourceOf(uris: ScryfallImageUris | undefined): CardImageSource | undefined {
  const small = scryfallImageUrl(uris?.small)
  const normal = scryfallImageUrl(uris?.normal)
  const src = small ?? normal
  if (src === undefined) return undefined
  const large = normal ?? src
  return small && normal ? { src, srcSet: `${small} 146w, ${normal} 488w`, large } : { src, large }
}

/** Scryfall's id of a printing: a UUID in lower case. */
const SCRYFALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A printing's images where Scryfall keeps them, at a path made of its id
 * (cards.scryfall.io/<size>/<front|back>/<1st char>/<2nd char>/<id>.jpg): for cards that carry
 * their id but no image_uris, as the sample pool does (issue 26).
 */
function sourceFromId(id: unknown, side: 'front' | 'back'): CardImageSource | undefined {
  if (typeof id !== 'string' || !SCRYFALL_ID.test(id)) return undefined
  const url = (size: 'small' | 'normal') =>
    `https://cards.scryfall.io/${size}/${side}/${id.slice(0, 1)}/${id.slice(1, 2)}/${id}.jpg`
  return {
    src: url('small'),
    srcSet: `${url('small')} 146w, ${url('normal')} 488w`,
    large: url('normal'),
  }
}

/**
 * The image of the face that is up, or undefined (a card without image_uris or a Scryfall id
 * keeps its text frame). Split, adventure and flip cards have one image for the whole card.
 */
export function cardImageSource(
  data: CardData,
  faceUp: 'front' | 'back' = 'front',
): CardImageSource | undefined {
  const card = data as ScryfallCardData
  const face = card.card_faces?.[faceUp === 'back' ? 1 : 0]
  const twoSided = card.layout !== undefined && DOUBLE_FACED_LAYOUTS.has(card.layout)
  return (
    sourceOf(face?.image_uris) ??
    sourceOf(card.image_uris) ??
    sourceFromId(card.id, twoSided && faceUp === 'back' ? 'back' : 'front')
  )
}
