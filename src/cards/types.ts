/**
 * Card data as it comes from Scryfall: the engine's CardData plus the few Scryfall fields the app
 * uses around the game (images, identity of the printing). Field names stay Scryfall's.
 */
import type { CardData, CardFaceData } from '../engine'

/** Only the two sizes the table shows; Scryfall also serves large, png, art_crop, border_crop. */
export interface ScryfallImageUris {
  small?: string
  normal?: string
}

export interface ScryfallFaceData extends CardFaceData {
  /** Present per face on double-faced layouts (transform, modal_dfc, …); absent on split cards. */
  image_uris?: ScryfallImageUris
}

export interface ScryfallCardData extends CardData {
  /** Scryfall's id of this printing. */
  id?: string
  /** One id per Oracle card across all its printings: the key that dedupes Default Cards. */
  oracle_id?: string
  set?: string
  collector_number?: string
  /** Present on single-faced cards and on split/adventure/flip cards (one image for both halves). */
  image_uris?: ScryfallImageUris
  card_faces?: ScryfallFaceData[]
}
