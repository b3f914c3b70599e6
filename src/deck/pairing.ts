/**
 * Why two cards can't be commanders together, in plain words (CR 702.124).
 */
import type { CardData } from '../engine/types'
import {
  canPartner,
  describeAbility,
  isBackground,
  isTimeLordDoctor,
  partnerAbilities,
  type PartnerAbility,
} from './partner'

/** Null when the pair is legal; otherwise the sentence that says what is wrong. */
export function pairProblem(a: CardData, b: CardData): string | null {
  if (a.name === b.name) {
    return `${a.name} is chosen as commander twice; two commanders must be two different cards (CR 903.5b).`
  }
  if (canPartner(a, b)) return null
  const both = `${a.name} and ${b.name} can't both be commanders`
  const ofA = partnerAbilities(a)
  const ofB = partnerAbilities(b)
  const kinds = (list: PartnerAbility[]): PartnerAbility['kind'][] => list.map((x) => x.kind)

  for (const [card, abilities, other] of [
    [a, ofA, b],
    [b, ofB, a],
  ] as const) {
    if (kinds(abilities).includes('chooseBackground') && !isBackground(other)) {
      return `${both}: ${card.name} has "Choose a Background", so the other commander must be a legendary Background enchantment (CR 702.124k).`
    }
    if (kinds(abilities).includes('doctorsCompanion') && !isTimeLordDoctor(other)) {
      return `${both}: ${card.name} has "Doctor's companion", so the other commander must be a legendary Time Lord Doctor creature with no other creature types (CR 702.124m).`
    }
  }
  if (isBackground(a) || isBackground(b)) {
    const background = isBackground(a) ? a : b
    const other = background === a ? b : a
    return `${both}: a Background like ${background.name} needs a commander with "Choose a Background", and ${other.name} doesn't have it (CR 702.124k).`
  }
  if (ofA.length === 0 && ofB.length === 0) {
    return `${both}: two commanders need the same partner ability, and neither has one (CR 702.124a).`
  }
  if (ofA.length === 0 || ofB.length === 0) {
    const without = ofA.length === 0 ? a : b
    return `${both}: two commanders need the same partner ability, and ${without.name} has none (CR 702.124a).`
  }
  if (kinds(ofA).includes('partnerWith') && kinds(ofB).includes('partnerWith')) {
    return `${both}: each must have "Partner with" naming the other (CR 702.124j).`
  }
  const list = (abilities: PartnerAbility[]): string =>
    abilities.map((x) => `"${describeAbility(x)}"`).join(' and ')
  return `${both}: ${a.name} has ${list(ofA)} and ${b.name} has ${list(ofB)}; different partner abilities can't be combined (CR 702.124f).`
}
