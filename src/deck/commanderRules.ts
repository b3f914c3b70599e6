/**
 * Checks on the commanders themselves: how many (702.124g), what kind of card (903.3), their
 * colour identity (Commander Duo, seed 000: at most one colour each) and their pairing (702.124).
 */
import type { CardData } from '../engine/types'
import { frontFace, frontTypeLine, hasType, rulesTextLines } from './cardFacts'
import { colorIdentity, describeColours } from './colorIdentity'
import { pairProblem } from './pairing'
import { isBackground, partnerAbilities } from './partner'
import type { DeckProblem } from './types'

export function commanderProblems(commanders: readonly CardData[]): DeckProblem[] {
  return [
    ...countProblems(commanders),
    ...commanders.flatMap((commander) => typeProblems(commander, commanders)),
    ...commanders.flatMap(colourProblems),
  ]
}

function countProblems(commanders: readonly CardData[]): DeckProblem[] {
  const [first, second] = commanders
  if (!first) {
    return [
      {
        rule: 'PARTNER',
        message:
          'The deck has no commander; choose a legendary creature, or two with the same partner ability (CR 903.3).',
      },
    ]
  }
  if (commanders.length > 2) {
    return [
      {
        rule: 'PARTNER',
        message: `The deck has ${commanders.length} commanders; nothing allows more than two (CR 702.124g).`,
      },
    ]
  }
  const problem = second ? pairProblem(first, second) : null
  return problem ? [{ rule: 'PARTNER', card: second?.name ?? first.name, message: problem }] : []
}

/** 903.3: a legendary creature, Vehicle or Spacecraft with power and toughness, or a card saying so. */
function typeProblems(commander: CardData, all: readonly CardData[]): DeckProblem[] {
  const typeLine = frontTypeLine(commander)
  const front = frontFace(commander)
  const hasBody = (front.power ?? commander.power) !== undefined
  const legendary = hasType(typeLine, 'Legendary')
  const body =
    hasType(typeLine, 'Creature') ||
    ((hasType(typeLine, 'Vehicle') || hasType(typeLine, 'Spacecraft')) && hasBody)
  const saysSo = rulesTextLines(commander).some((line) => /can be your commander/i.test(line))
  if ((legendary && body) || saysSo) return []
  // 702.124k: a Background is a commander only beside one with "Choose a Background".
  if (isBackground(commander)) {
    const chooser = all.some((other) =>
      partnerAbilities(other).some((ability) => ability.kind === 'chooseBackground'),
    )
    if (chooser) return []
    return [
      {
        rule: 'COMMANDER_TYPE',
        card: commander.name,
        message: `${commander.name} is a Background; it can be a commander only beside a commander with "Choose a Background" (CR 702.124k).`,
      },
    ]
  }
  return [
    {
      rule: 'COMMANDER_TYPE',
      card: commander.name,
      message: `${commander.name} (${typeLine || 'no type line'}) can't be a commander: a commander must be a legendary creature, a legendary Vehicle or Spacecraft with power and toughness, or a card that says it can be your commander (CR 903.3).`,
    },
  ]
}

/** Seed 000: each commander at most one colour; both faces count (903.4d). */
function colourProblems(commander: CardData): DeckProblem[] {
  const identity = colorIdentity(commander)
  if (identity.length <= 1) return []
  const rule = (commander.card_faces?.length ?? 0) > 1 ? 'CR 903.4d' : 'CR 903.4'
  return [
    {
      rule: 'COMMANDER_COLORS',
      card: commander.name,
      message: `${commander.name} has a colour identity of ${describeColours(identity)}; each Commander Duo commander may have at most one colour (seed rule, ${rule}).`,
    },
  ]
}
