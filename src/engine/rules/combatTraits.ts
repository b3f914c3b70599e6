/** What combat reads off a permanent: its types and keyword abilities (702), as the rules see them now. */
import type { CardId, GameState } from '../types'
import { cardView } from './faces'
import { typeLineHas } from './typeLine'

export function onBattlefield(s: GameState, id: CardId): boolean {
  return s.cards[id]?.zone === 'battlefield'
}

function hasTypeNow(s: GameState, id: CardId, type: string): boolean {
  return typeLineHas(cardView(s, id).typeLine, type)
}

export function isCreature(s: GameState, id: CardId): boolean {
  return hasTypeNow(s, id, 'Creature')
}

export function isPlaneswalker(s: GameState, id: CardId): boolean {
  return hasTypeNow(s, id, 'Planeswalker')
}

export function isBattle(s: GameState, id: CardId): boolean {
  return hasTypeNow(s, id, 'Battle')
}

/** Scryfall spells keywords 'First strike', 'Double strike'…; compare without case. */
export function hasKeyword(s: GameState, id: CardId, keyword: string): boolean {
  const wanted = keyword.toLowerCase()
  return cardView(s, id).keywords.some((k) => k.toLowerCase() === wanted)
}

/** 702.7b, 702.4b: these deal damage in the first-strike damage step. */
export function strikesFirst(s: GameState, id: CardId): boolean {
  return hasKeyword(s, id, 'First strike') || hasKeyword(s, id, 'Double strike')
}

/** 702.7b, 702.4b: these deal damage in the regular step, after any first-strike step. */
export function strikesRegularly(s: GameState, id: CardId): boolean {
  return !hasKeyword(s, id, 'First strike') || hasKeyword(s, id, 'Double strike')
}

/** Combat damage a creature assigns: its power, and nothing if that is 0 or less (510.1a). */
export function combatPower(s: GameState, id: CardId): number {
  return Math.max(0, cardView(s, id).power ?? 0)
}

/** Toxic N (702.164): several instances add up (702.164b); N is read from the rules text. */
export function toxicCount(s: GameState, id: CardId): number {
  if (!hasKeyword(s, id, 'Toxic')) return 0
  const found = [...cardView(s, id).oracleText.matchAll(/\btoxic (\d+)/gi)]
  return found.reduce((sum, m) => sum + Number(m[1] ?? 0), 0)
}
