/**
 * Printed facts the deck checks read from card data (Scryfall field names). Type lines and rules
 * text are read by the engine's own helpers, so a deck check and the game never disagree.
 */
// The engine's rule-free doors (core.ts, cardRules.ts), not its index: the setup screen checks
// decks before the rules core is loaded (engineLoader.ts), and the index would pull it all in (#10).
import type { CardData, CardFaceData } from '../engine/core'
import { frontTypeLine, typeLineHas } from '../engine/cardRules'

export { allFaces, rulesTextLines, withoutReminderText } from '../engine/cardRules'
export { frontTypeLine, subtypes } from '../engine/cardRules'

/** Outside the battlefield and stack only the front face counts (712.8a). */
export function frontFace(card: CardData): CardFaceData {
  return card.card_faces?.[0] ?? card
}

export function hasType(typeLine: string, type: string): boolean {
  return typeLineHas(typeLine, type)
}

/** Seed 000 exempts land cards from the team-wide singleton; the front face decides (712.8a). */
export function isLand(card: CardData): boolean {
  return typeLineHas(frontTypeLine(card), 'Land')
}

/** 903.5b exempts basic lands only ('Basic Land — Forest', 'Basic Snow Land — Island'). */
export function isBasic(card: CardData): boolean {
  return typeLineHas(frontTypeLine(card), 'Basic')
}
