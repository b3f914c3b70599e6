/**
 * Why two cards can't be commanders together, in plain words (CR 702.124).
 */
import type { Message } from '../engine'
import type { CardData } from '../engine'
import { deckMessage, listOf } from './messages'
import {
  canPartner,
  describeAbility,
  isBackground,
  isTimeLordDoctor,
  partnerAbilities,
  type PartnerAbility,
} from './partner'

/** Null when the pair is legal; otherwise the sentence that says what is wrong. */
export function pairProblem(a: CardData, b: CardData): Message | null {
  if (a.name === b.name) return deckMessage('pair.twice', { card: a.name })
  if (canPartner(a, b)) return null
  const both = { a: a.name, b: b.name }
  const ofA = partnerAbilities(a)
  const ofB = partnerAbilities(b)
  const kinds = (list: PartnerAbility[]): PartnerAbility['kind'][] => list.map((x) => x.kind)

  for (const [card, abilities, other] of [
    [a, ofA, b],
    [b, ofB, a],
  ] as const) {
    if (kinds(abilities).includes('chooseBackground') && !isBackground(other)) {
      return deckMessage('pair.chooseBackground', { ...both, card: card.name })
    }
    if (kinds(abilities).includes('doctorsCompanion') && !isTimeLordDoctor(other)) {
      return deckMessage('pair.doctorsCompanion', { ...both, card: card.name })
    }
  }
  if (isBackground(a) || isBackground(b)) {
    const background = isBackground(a) ? a : b
    const other = background === a ? b : a
    return deckMessage('pair.background', {
      ...both,
      background: background.name,
      other: other.name,
    })
  }
  if (ofA.length === 0 && ofB.length === 0) return deckMessage('pair.neither', both)
  if (ofA.length === 0 || ofB.length === 0) {
    const without = ofA.length === 0 ? a : b
    return deckMessage('pair.oneLacks', { ...both, card: without.name })
  }
  if (kinds(ofA).includes('partnerWith') && kinds(ofB).includes('partnerWith')) {
    return deckMessage('pair.partnerWith', both)
  }
  // Both lists are non-empty here, so listOf never gives null.
  const list = (abilities: PartnerAbility[]): Message =>
    listOf(
      abilities.map((x) => deckMessage('ability.quoted', { ability: describeAbility(x) })),
      'list.and',
    ) ?? deckMessage('ability.partner')
  return deckMessage('pair.different', { ...both, abilitiesA: list(ofA), abilitiesB: list(ofB) })
}
