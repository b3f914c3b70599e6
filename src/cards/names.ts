/**
 * Card names as keys: one spelling-insensitive form (case, accents, 'Æ', curly quotes, spaces,
 * 'A/B' for 'A // B'), shared with decklist lookup so a name that resolves there resolves here.
 */
import { nameKey } from '../deck/resolve'
import type { CardData } from '../engine'

/** NFD, diacritics stripped, lower case, spaces collapsed: 'Lim-Dûl's  Vault' → "lim-dul's vault". */
export function normaliseName(name: string): string {
  return nameKey(name)
}

/** The key a card is stored under (its full name) and the other names it is known by. */
export function cardNameKeys(card: CardData): { own: string; aliases: string[] } {
  const own = normaliseName(card.name)
  const faces = card.card_faces ?? []
  const spellings = [faces.map((face) => face.name).join(' // '), ...faces.map((face) => face.name)]
  const aliases = new Set(spellings.map(normaliseName))
  aliases.delete(own)
  aliases.delete('')
  return { own, aliases: [...aliases] }
}

/** 'front // back' → 'front': decklists often name a two-faced card by its front alone. */
export function frontKey(key: string): string {
  return key.split(' // ')[0] ?? key
}
