import type { CardData, CardView } from '../../engine'

/**
 * The name printed on the physical face that is up: "Clone" for a Clone copying Gatstaf Howler,
 * "Terror of Kruin Pass" for a transformed Kruin Outlaw copying Elite Vanguard (712.9).
 */
export function ownName(view: Pick<CardView, 'faceUp'>, data: CardData): string {
  const faces = data.card_faces
  if (faces && faces.length >= 2) {
    return (view.faceUp === 'back' ? faces[1] : faces[0])?.name ?? data.name
  }
  return data.name
}

/** "Clone — copying Gatstaf Howler" (707), or null when the card is no copy. */
export function copyNote(view: CardView, data: CardData): string | null {
  return view.copyOf === undefined ? null : `${ownName(view, data)} — copying ${view.copyOf}`
}
