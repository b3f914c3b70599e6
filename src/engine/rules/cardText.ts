/** Rules text as the rules read it: reminder text is not rules text (207.2). */
import type { CardData, CardFaceData } from '../types'

export function withoutReminderText(text: string): string {
  return text.replace(/\([^()]*\)/g, '')
}

/** The card itself and each of its faces (903.4 and 702.124 look at all of them). */
export function allFaces(card: CardData): CardFaceData[] {
  return [card, ...(card.card_faces ?? [])]
}

/** Rules text of the card and its faces, reminder text removed, one entry per line. */
export function rulesTextLines(card: CardData): string[] {
  return allFaces(card)
    .flatMap((face) => withoutReminderText(face.oracle_text ?? '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '')
}
