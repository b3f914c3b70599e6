/**
 * Checks on the commanders themselves: how many (702.124g), what kind of card (903.3), their
 * colour identity (Commander Duo, seed 000: at most one colour each) and their pairing (702.124).
 */
import type { CardData } from '../engine'
import { frontFace, frontTypeLine, hasType, rulesTextLines } from './cardFacts'
import { colorIdentity } from './colorIdentity'
import { colourList, deckMessage, deckProblem } from './messages'
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
  if (!first) return [deckProblem('PARTNER', deckMessage('commander.none'))]
  if (commanders.length > 2) {
    return [deckProblem('PARTNER', deckMessage('commander.tooMany', { count: commanders.length }))]
  }
  const problem = second ? pairProblem(first, second) : null
  return problem ? [deckProblem('PARTNER', problem, second?.name ?? first.name)] : []
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
    const msg = deckMessage('commander.background', { card: commander.name })
    return [deckProblem('COMMANDER_TYPE', msg, commander.name)]
  }
  const msg = deckMessage('commander.notLegal', {
    card: commander.name,
    typeLine: typeLine || deckMessage('commander.noTypeLine'),
  })
  return [deckProblem('COMMANDER_TYPE', msg, commander.name)]
}

/** Seed 000: each commander at most one colour; both faces count (903.4d). */
function colourProblems(commander: CardData): DeckProblem[] {
  const identity = colorIdentity(commander)
  if (identity.length <= 1) return []
  const rule = (commander.card_faces?.length ?? 0) > 1 ? 'CR 903.4d' : 'CR 903.4'
  const msg = deckMessage('commander.colours', {
    card: commander.name,
    colours: colourList(identity, 'identity'),
    rule,
  })
  return [deckProblem('COMMANDER_COLORS', msg, commander.name)]
}
