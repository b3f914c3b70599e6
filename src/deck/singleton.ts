/**
 * Singleton rules: in one deck every card but basic lands has a different name (CR 903.5b); across
 * a Commander Duo team every nonland card is different (seed 000, a format rule).
 */
import type { CardData } from '../engine'
import { isBasic, isLand, rulesTextLines } from './cardFacts'
import { deckMessage, deckProblem } from './messages'
import type { DeckProblem } from './types'

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}

/** How many copies one deck may hold: 1, unlimited for basics, or what the card itself says. */
function copiesAllowed(card: CardData): number {
  if (isBasic(card)) return Infinity
  for (const line of rulesTextLines(card)) {
    // Relentless Rats: "A deck can have any number of cards named Relentless Rats."
    if (/^A deck can have any number of cards named/i.test(line)) return Infinity
    // Seven Dwarves: "A deck can have up to seven cards named Seven Dwarves."
    const upTo = /^A deck can have up to (\w+) cards named/i.exec(line)?.[1]?.toLowerCase()
    if (upTo) return NUMBER_WORDS[upTo] ?? (Number(upTo) || 1)
  }
  return 1
}

function countByName(cards: readonly CardData[]): Map<string, { card: CardData; count: number }> {
  const counts = new Map<string, { card: CardData; count: number }>()
  for (const card of cards) {
    const seen = counts.get(card.name)
    if (seen) seen.count += 1
    else counts.set(card.name, { card, count: 1 })
  }
  return counts
}

export function singletonProblems(deckCards: readonly CardData[]): DeckProblem[] {
  const problems: DeckProblem[] = []
  for (const [name, { card, count }] of countByName(deckCards)) {
    const allowed = copiesAllowed(card)
    if (count <= allowed) continue
    const msg =
      allowed === 1
        ? deckMessage('singleton.one', { count, card: name })
        : deckMessage('singleton.upTo', { count, card: name, allowed })
    problems.push(deckProblem('SINGLETON', msg, name))
  }
  return problems
}

/** Seed 000: "every nonland card the team plays must be different"; lands of any kind are exempt. */
export function teamSingletonProblems(
  first: readonly CardData[],
  second: readonly CardData[],
): DeckProblem[] {
  const inFirst = new Set(first.filter((card) => !isLand(card)).map((card) => card.name))
  const shared = new Set(
    second.filter((card) => !isLand(card) && inFirst.has(card.name)).map((card) => card.name),
  )
  return [...shared].map((name) =>
    deckProblem('TEAM_SINGLETON', deckMessage('team.duplicate', { card: name }), name),
  )
}
