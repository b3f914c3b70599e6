/**
 * Commander Duo deck checks: CR 903.5 deck construction, 702.124 partners, and the seed 000
 * format rules (one-colour commanders, team-wide nonland singleton). [] means legal.
 */
import type { CardData, Color } from '../engine'
import { allFaces, subtypes } from './cardFacts'
import { colorIdentity, WUBRG } from './colorIdentity'
import { commanderProblems } from './commanderRules'
import { colourList, deckMessage, deckProblem } from './messages'
import { singletonProblems, teamSingletonProblems } from './singleton'
import type { Deck, DeckProblem } from './types'

/** 903.5a */
export const DECK_SIZE = 100

export function validateDeck(deck: Deck): DeckProblem[] {
  const everything = [...deck.commanders, ...deck.cards]
  return [
    ...sizeProblems(everything.length),
    ...commanderProblems(deck.commanders),
    ...identityProblems(deck),
    ...singletonProblems(everything),
  ]
}

/** Both decks' own problems, then the team-wide nonland singleton (seed 000). */
export function validateTeam(decks: [Deck, Deck]): DeckProblem[] {
  const [first, second] = decks
  return [
    ...validateDeck(first),
    ...validateDeck(second),
    ...teamSingletonProblems(
      [...first.commanders, ...first.cards],
      [...second.commanders, ...second.cards],
    ),
  ]
}

function sizeProblems(size: number): DeckProblem[] {
  if (size === DECK_SIZE) return []
  return [deckProblem('DECK_SIZE', deckMessage('deck.size', { count: size, size: DECK_SIZE }))]
}

/** 903.5c (and 702.124c for two commanders): every card inside the commanders' identity. */
function identityProblems(deck: Deck): DeckProblem[] {
  if (deck.commanders.length === 0) return []
  const allowed = new Set(deck.commanders.flatMap(colorIdentity))
  const whose = deckMessage(
    deck.commanders.length === 1 ? 'identity.ofCommander' : 'identity.ofCommanders',
    { colours: colourList(sorted(allowed), 'identity') },
  )
  const problems: DeckProblem[] = []
  const reported = new Set<string>()
  for (const card of deck.cards) {
    if (reported.has(card.name)) continue
    const identity = colorIdentity(card)
    const landColours = basicLandTypeColours(card)
    if (identity.some((colour) => !allowed.has(colour))) {
      const colours = colourList(identity, 'identity')
      const msg = deckMessage('identity.outside', { card: card.name, colours, whose })
      problems.push(deckProblem('COLOR_IDENTITY', msg, card.name))
    } else if (landColours.some((colour) => !allowed.has(colour))) {
      const colours = colourList(landColours, 'mana')
      const msg = deckMessage('identity.landTypes', { card: card.name, colours, whose })
      problems.push(deckProblem('COLOR_IDENTITY', msg, card.name))
    } else continue
    reported.add(card.name)
  }
  return problems
}

const LAND_TYPE_COLOURS: Readonly<Record<string, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
}

/** 903.5d: a card with basic land types can't make mana outside the identity (305.6). */
function basicLandTypeColours(card: CardData): Color[] {
  const found = new Set<Color>()
  for (const face of allFaces(card)) {
    for (const word of subtypes(face.type_line ?? '')) {
      const colour = LAND_TYPE_COLOURS[word]
      if (colour) found.add(colour)
    }
  }
  return sorted(found)
}

function sorted(colours: ReadonlySet<Color>): Color[] {
  return WUBRG.filter((colour) => colours.has(colour))
}
