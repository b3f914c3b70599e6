/**
 * The partner family (CR 702.124): which partner abilities a card has, and whether two cards may
 * be commanders together. Abilities never mix (702.124f).
 */
import type { Message } from '../engine'
import type { CardData } from '../engine'
import { frontFace, frontTypeLine, hasType, rulesTextLines, subtypes } from './cardFacts'
import { deckMessage } from './messages'

export type PartnerAbility =
  | { kind: 'partner' }
  | { kind: 'partnerText'; text: string }
  | { kind: 'partnerWith'; name: string }
  | { kind: 'chooseBackground' }
  | { kind: 'doctorsCompanion' }

/** Every partner ability printed on the card (702.124g: a card may have more than one). */
export function partnerAbilities(card: CardData): PartnerAbility[] {
  const found: PartnerAbility[] = []
  for (const line of rulesTextLines(card)) {
    const ability = readAbilityLine(line)
    if (ability) found.push(ability)
  }
  if (found.length > 0) return found
  // Data without rules text still carries Scryfall's keyword list.
  return (card.keywords ?? []).flatMap((keyword) => readAbilityLine(keyword) ?? [])
}

function readAbilityLine(line: string): PartnerAbility | null {
  const partnerWith = /^partner with (.+)$/i.exec(line)
  if (partnerWith?.[1]) return { kind: 'partnerWith', name: partnerWith[1].trim() }
  const labelled = /^partner\s*[—–-]\s*(.+)$/i.exec(line)
  if (labelled?.[1]) return { kind: 'partnerText', text: labelled[1].trim() }
  // Keyword lines can list several keywords: 'Flying, partner'.
  const keywords = line.split(/,\s*/).map((word) => word.toLowerCase())
  if (keywords.includes('partner')) return { kind: 'partner' }
  // Older printings and data write 'Friends forever' alone; it is 'partner—Friends forever' (702.124i).
  if (keywords.includes('friends forever')) return { kind: 'partnerText', text: 'Friends forever' }
  if (/^choose a background$/i.test(line)) return { kind: 'chooseBackground' }
  if (/^doctor['’]s companion$/i.test(line)) return { kind: 'doctorsCompanion' }
  return null
}

/** 702.124k: the other half of a "Choose a Background" pair. */
export function isBackground(card: CardData): boolean {
  const typeLine = frontTypeLine(card)
  return (
    hasType(typeLine, 'Legendary') &&
    hasType(typeLine, 'Enchantment') &&
    subtypes(typeLine).includes('Background')
  )
}

/** 702.124m: a legendary Time Lord Doctor creature with no other creature types. */
export function isTimeLordDoctor(card: CardData): boolean {
  const typeLine = frontTypeLine(card)
  const kinds = subtypes(typeLine)
  return (
    hasType(typeLine, 'Legendary') &&
    hasType(typeLine, 'Creature') &&
    kinds.length === 3 &&
    ['Time', 'Lord', 'Doctor'].every((kind) => kinds.includes(kind))
  )
}

/** Whether `card` is the one named by 'Partner with <name>' (front name or full name). */
function isNamed(card: CardData, name: string): boolean {
  const wanted = name.toLowerCase()
  return card.name.toLowerCase() === wanted || frontFace(card).name.toLowerCase() === wanted
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

/** How the ability reads on the card, for messages: 'Partner—Friends forever'. */
export function describeAbility(ability: PartnerAbility): Message {
  switch (ability.kind) {
    case 'partner':
      return deckMessage('ability.partner')
    case 'partnerText':
      return deckMessage('ability.partnerText', { text: ability.text })
    case 'partnerWith':
      return deckMessage('ability.partnerWith', { name: ability.name })
    case 'chooseBackground':
      return deckMessage('ability.chooseBackground')
    case 'doctorsCompanion':
      return deckMessage('ability.doctorsCompanion')
  }
}
