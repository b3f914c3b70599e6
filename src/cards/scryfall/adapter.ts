/**
 * A Scryfall card object (API or bulk data) → the subset of it the app keeps, checked field by
 * field. Scryfall's field names are kept, so nothing downstream translates.
 *
 * Layouts: single-faced ones (normal, meld, token, saga, …) carry everything at the top level.
 * Two-faced physical cards (transform, modal_dfc, double_faced_token, reversible_card) keep
 * [front, back] in card_faces with an image each (712.1). Split, flip and adventure cards also
 * have card_faces, but they are one face of one card with one image (709, 715).
 */
import type { ScryfallCardData, ScryfallFaceData } from '../types'
import { FieldReader, isJsonObject, setIf } from './fields'

export type AdaptedCard = ScryfallCardData | { error: string }

/** Layouts whose two faces are the two sides of one card (or token). */
export const DOUBLE_FACED_LAYOUTS: ReadonlySet<string> = new Set([
  'transform',
  'modal_dfc',
  'double_faced_token',
  'reversible_card',
])

const FACE_TEXT_FIELDS = [
  'mana_cost',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
] as const

const PRINTING_FIELDS = ['id', 'oracle_id', 'set', 'collector_number'] as const

export function isAdaptError(result: AdaptedCard): result is { error: string } {
  return 'error' in result
}

export function toCardData(scryfallCard: unknown): AdaptedCard {
  if (!isJsonObject(scryfallCard)) return { error: 'A card must be a JSON object.' }
  const kind = scryfallCard['object']
  if (kind !== undefined && kind !== 'card') {
    return { error: `This is a Scryfall "${String(kind)}" object, not a card.` }
  }
  const problems: string[] = []
  const fields = new FieldReader(scryfallCard, '', problems)
  const name = fields.text('name')
  if (name === undefined || name.trim() === '') {
    return { error: problems[0] ?? 'A card must have a name.' }
  }
  const card: ScryfallCardData = readFace(fields, name)
  const layout = fields.text('layout')
  setIf(card, 'layout', layout)
  setIf(card, 'cmc', fields.number('cmc'))
  setIf(card, 'color_identity', fields.colours('color_identity'))
  setIf(card, 'keywords', fields.texts('keywords'))
  for (const key of PRINTING_FIELDS) setIf(card, key, fields.text(key))

  const faceReaders = fields.objects('card_faces')
  if (faceReaders) {
    const faces = faceReaders.map((face, i) => {
      const faceName = face.text('name')
      if (faceName === undefined) problems.push(`card_faces[${i}].name is missing`)
      return { face: readFace(face, faceName ?? ''), reader: face }
    })
    card.card_faces = faces.map(({ face }) => face)
    if (layout === 'reversible_card')
      fillFromFaces(
        card,
        faces.map(({ reader }) => reader),
      )
  }
  if (layout !== undefined && DOUBLE_FACED_LAYOUTS.has(layout) && card.card_faces?.length !== 2) {
    problems.push(`a ${layout} card must have exactly two card_faces`)
  }
  if (problems.length > 0) return { error: `${name}: ${problems.join('; ')}.` }
  return card
}

function readFace(fields: FieldReader, name: string): ScryfallFaceData {
  const face: ScryfallFaceData = { name }
  for (const key of FACE_TEXT_FIELDS) setIf(face, key, fields.text(key))
  setIf(face, 'colors', fields.colours('colors'))
  setIf(face, 'color_indicator', fields.colours('color_indicator'))
  setIf(face, 'image_uris', fields.images('image_uris'))
  return face
}

/**
 * A reversible card keeps its Oracle facts on each face (both faces are the same card, printed
 * twice); lift the front's to the top so it looks like every other card.
 */
function fillFromFaces(card: ScryfallCardData, faces: readonly FieldReader[]): void {
  const front = faces[0]
  if (!front) return
  if (card.cmc === undefined) setIf(card, 'cmc', front.number('cmc'))
  if (card.oracle_id === undefined) setIf(card, 'oracle_id', front.text('oracle_id'))
  if (card.type_line === undefined) {
    card.type_line = faces.map((face) => face.text('type_line') ?? '').join(' // ')
  }
}
