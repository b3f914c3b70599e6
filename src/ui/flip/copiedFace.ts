import type { CardFaceData, CardView } from '../../engine'

/** The values a copy took (707.2), as a face the preview can print, with its P/T now. */
export function copiedFace(view: CardView): CardFaceData {
  const face: CardFaceData = {
    name: view.name,
    mana_cost: view.manaCost,
    type_line: view.typeLine,
    oracle_text: view.oracleText,
  }
  if (view.power !== undefined) face.power = String(view.power)
  if (view.toughness !== undefined) face.toughness = String(view.toughness)
  return face
}
