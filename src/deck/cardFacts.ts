/**
 * Printed facts the deck checks read from card data (Scryfall field names): faces, type lines,
 * rules text without reminder text.
 */
import type { CardData, CardFaceData } from '../engine'

/** Outside the battlefield and stack only the front face counts (712.8a). */
export function frontFace(card: CardData): CardFaceData {
  return card.card_faces?.[0] ?? card
}

export function frontTypeLine(card: CardData): string {
  return frontFace(card).type_line ?? card.type_line ?? ''
}

/** The card itself and each of its faces: everything 903.4 looks at. */
export function allFaces(card: CardData): CardFaceData[] {
  return [card, ...(card.card_faces ?? [])]
}

/** Reminder text is not rules text (207.2, 903.4). */
export function withoutReminderText(text: string): string {
  return text.replace(/\([^()]*\)/g, '')
}

/** Rules text of the card and its faces, reminder text removed, one entry per line. */
export function rulesTextLines(card: CardData): string[] {
  return allFaces(card)
    .flatMap((face) => withoutReminderText(face.oracle_text ?? '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The words after the dash of a type line: 'Legendary Creature — Time Lord Doctor' → [...]. */
export function subtypes(typeLine: string): string[] {
  const dash = typeLine.search(/\s[—-]\s/)
  return dash < 0
    ? []
    : typeLine
        .slice(dash + 3)
        .trim()
        .split(/\s+/)
}

export function hasType(typeLine: string, type: string): boolean {
  return new RegExp(`\\b${type}\\b`).test(typeLine)
}

/** Seed 000 exempts land cards from the team-wide singleton; the front face decides (712.8a). */
export function isLand(card: CardData): boolean {
  return hasType(frontTypeLine(card), 'Land')
}

/** 903.5b exempts basic lands only ('Basic Land — Forest', 'Basic Snow Land — Island'). */
export function isBasic(card: CardData): boolean {
  return hasType(frontTypeLine(card), 'Basic')
}
