/**
 * The partner family (702.124), the one rule both the deck checks and game setup ask: which
 * partner abilities a card has, and whether two cards may be commanders together. Abilities
 * never mix (702.124f): "partner" pairs only with "partner", "Partner—Survivors" only with itself.
 */
import type { CardData } from '../types'
import { rulesTextLines } from './cardText'
import { frontTypeLine, subtypes, typeLineHas } from './typeLine'

export type PartnerAbility =
  | { kind: 'partner' }
  | { kind: 'partnerText'; text: string }
  | { kind: 'partnerWith'; name: string }
  | { kind: 'chooseBackground' }
  | { kind: 'doctorsCompanion' }

/** Every partner ability printed on the card (702.124g: a card may have more than one). */
export function partnerAbilities(card: CardData): PartnerAbility[] {
  const found = rulesTextLines(card).flatMap((line) => readAbilityLine(line) ?? [])
  if (found.length > 0) return found
  // Data without rules text still carries Scryfall's keyword list, in whatever case it came.
  return (card.keywords ?? []).flatMap((keyword) => readAbilityLine(keyword) ?? [])
}

function readAbilityLine(line: string): PartnerAbility | null {
  const partnerWith = /^partner with (.+)$/i.exec(line)
  if (partnerWith?.[1]) return { kind: 'partnerWith', name: partnerWith[1].trim() }
  const labelled = /^partner\s*[—–-]\s*(.+)$/i.exec(line)
  if (labelled?.[1]) return { kind: 'partnerText', text: labelled[1].trim() }
  // Keyword lines can list several keywords: 'Flying, partner'.
  const keywords = line.split(/,\s*/).map((word) => word.trim().toLowerCase())
  if (keywords.includes('partner')) return { kind: 'partner' }
  // Older data writes 'Friends forever' alone; it is 'Partner—Friends forever' (702.124i).
  if (keywords.includes('friends forever')) return { kind: 'partnerText', text: 'Friends forever' }
  if (/^choose a background$/i.test(line)) return { kind: 'chooseBackground' }
  if (/^doctor['’]s companion$/i.test(line)) return { kind: 'doctorsCompanion' }
  return null
}

/** 702.124k: the other half of a "Choose a Background" pair is a legendary Background enchantment. */
export function isBackground(card: CardData): boolean {
  const typeLine = frontTypeLine(card)
  return (
    typeLineHas(typeLine, 'Legendary') &&
    typeLineHas(typeLine, 'Enchantment') &&
    subtypes(typeLine).includes('Background')
  )
}

/** 702.124m: a legendary Time Lord Doctor creature with no other creature types. */
export function isTimeLordDoctor(card: CardData): boolean {
  const typeLine = frontTypeLine(card)
  const kinds = subtypes(typeLine)
  return (
    typeLineHas(typeLine, 'Legendary') &&
    typeLineHas(typeLine, 'Creature') &&
    kinds.length === 3 &&
    ['Time', 'Lord', 'Doctor'].every((kind) => kinds.includes(kind))
  )
}

/** Whether `card` is the one 'Partner with <name>' names (front name or full name, any case). */
function isNamed(card: CardData, name: string): boolean {
  const wanted = name.toLowerCase()
  const front = card.card_faces?.[0]?.name ?? card.name
  return card.name.toLowerCase() === wanted || front.toLowerCase() === wanted
}

/** Whether one ability of `a` and one of `b` are the same partner ability and both are met. */
export function canPartner(a: CardData, b: CardData): boolean {
  const ofA = partnerAbilities(a)
  const ofB = partnerAbilities(b)
  const has = (list: PartnerAbility[], kind: PartnerAbility['kind']): boolean =>
    list.some((ability) => ability.kind === kind)
  // 702.124h
  if (has(ofA, 'partner') && has(ofB, 'partner')) return true
  // 702.124i: the same 'partner—[text]'.
  const labels = (list: PartnerAbility[]): string[] =>
    list.flatMap((ability) => (ability.kind === 'partnerText' ? [ability.text.toLowerCase()] : []))
  if (labels(ofA).some((label) => labels(ofB).includes(label))) return true
  // 702.124j: each names the other.
  const names = (list: PartnerAbility[]): string[] =>
    list.flatMap((ability) => (ability.kind === 'partnerWith' ? [ability.name] : []))
  if (names(ofA).some((name) => isNamed(b, name)) && names(ofB).some((name) => isNamed(a, name))) {
    return true
  }
  // 702.124k and 702.124m: one card with the ability, the other of the kind it asks for.
  if (has(ofA, 'chooseBackground') && isBackground(b)) return true
  if (has(ofB, 'chooseBackground') && isBackground(a)) return true
  if (has(ofA, 'doctorsCompanion') && isTimeLordDoctor(b)) return true
  if (has(ofB, 'doctorsCompanion') && isTimeLordDoctor(a)) return true
  return false
}
