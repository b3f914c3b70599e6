/**
 * Decklist text → everything the import dialog reports: what didn't parse, what isn't in the card
 * pool, and the Commander Duo problems grouped by rule. The rules themselves live in src/deck.
 */
import type { CardData } from '../../engine/types'
import {
  parseDecklist,
  resolveDecklist,
  validateDeck,
  validateTeam,
  type Deck,
  type DeckProblem,
  type DeckRule,
} from '../../deck'
import { nameKey } from '../../deck/resolve'

export interface LineNote {
  line: number
  text: string
}

export interface ProblemGroup {
  rule: DeckRule
  title: string
  problems: DeckProblem[]
}

export interface DecklistCheck {
  /** Nothing but blank lines, comments or headers: there is nothing to report yet. */
  empty: boolean
  /** At least one card line parsed: enough to save. */
  hasCards: boolean
  parseErrors: LineNote[]
  /** Names neither the pool nor the cards found so far know; the dialog offers Scryfall. */
  unknown: LineNote[]
  /** Those names once each, as written: what a Scryfall look-up asks for. */
  unknownNames: string[]
  groups: ProblemGroup[]
  /** No line marked a commander: the hint says how each site marks one. */
  needsCommanderMark: boolean
  commanderCount: number
  /** The other 98 or 99, as resolved from the card pool. */
  cardCount: number
  problemCount: number
  legal: boolean
  /** Whether the team-wide singleton was checked against a teammate's deck. */
  checkedWithTeammate: boolean
  deck: Deck
}

/** Titles name the rule and where it comes from: the CR, or the Commander Duo format (seed 000). */
export const RULE_TITLES: Readonly<Record<DeckRule, string>> = {
  DECK_SIZE: 'Deck size: exactly 100 cards (CR 903.5a)',
  COMMANDER_TYPE: 'Commander: a legendary creature (CR 903.3)',
  COMMANDER_COLORS: 'Commander colours: at most one each (Commander Duo)',
  PARTNER: 'Commanders and partners (CR 702.124)',
  COLOR_IDENTITY: 'Colour identity (CR 903.5c)',
  SINGLETON: 'One copy of each card (CR 903.5b)',
  TEAM_SINGLETON: 'Team singleton: no nonland card in both decks (Commander Duo)',
}

const RULE_ORDER: readonly DeckRule[] = [
  'PARTNER',
  'COMMANDER_TYPE',
  'COMMANDER_COLORS',
  'DECK_SIZE',
  'COLOR_IDENTITY',
  'SINGLETON',
  'TEAM_SINGLETON',
]

export function checkDecklist(
  text: string,
  lookup: (name: string) => CardData | undefined,
  teammateDeck?: Deck,
): DecklistCheck {
  const { entries, errors } = parseDecklist(text)
  const { deck, unknown } = resolveDecklist(entries, lookup)
  const hasCards = entries.length > 0
  const parseErrors = errors.map(({ line, message }) => ({ line, text: withLine(line, message) }))
  const unknownNotes = unknown.map(({ line, name }) => ({ line, text: `Line ${line} — ${name}` }))

  const problems = hasCards ? validateDeck(deck) : []
  const teamProblems =
    hasCards && teammateDeck
      ? validateTeam([deck, teammateDeck]).filter((problem) => problem.rule === 'TEAM_SINGLETON')
      : []
  const groups = groupByRule([...problems, ...teamProblems])
  const problemCount =
    parseErrors.length + unknownNotes.length + problems.length + teamProblems.length

  return {
    empty: !hasCards && errors.length === 0,
    hasCards,
    parseErrors,
    unknown: unknownNotes,
    unknownNames: [...new Map(unknown.map(({ name }) => [nameKey(name), name])).values()],
    groups,
    needsCommanderMark: hasCards && !entries.some((entry) => entry.section === 'commander'),
    commanderCount: deck.commanders.length,
    cardCount: deck.cards.length,
    problemCount,
    legal: hasCards && problemCount === 0,
    checkedWithTeammate: teammateDeck !== undefined,
    deck,
  }
}

/** Enough to save: at least one line reads as a card. */
export function hasCardLines(text: string): boolean {
  return parseDecklist(text).entries.length > 0
}

/** What an unnamed deck is saved as: its commanders' names, the way deck sites title decks. */
export function suggestedDeckName(deck: Deck): string {
  const names = deck.commanders.map((commander) => commander.name)
  return names.length > 0 ? names.join(' & ') : 'Untitled deck'
}

function groupByRule(problems: readonly DeckProblem[]): ProblemGroup[] {
  return RULE_ORDER.flatMap((rule) => {
    const inRule = problems
      .filter((problem) => problem.rule === rule)
      .map((problem) => ({ ...problem, message: sentenceCase(problem.message) }))
    return inRule.length === 0 ? [] : [{ rule, title: RULE_TITLES[rule], problems: inRule }]
  })
}

function sentenceCase(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1)
}

/** The parser already starts its messages with 'Line N:'; other sources may not. */
function withLine(line: number, message: string): string {
  return message.startsWith(`Line ${line}`) ? message : `Line ${line}: ${message}`
}

/** '99 cards + 1 commander = 100' */
export function deckCountSummary(
  check: Pick<DecklistCheck, 'cardCount' | 'commanderCount'>,
): string {
  const { cardCount, commanderCount } = check
  const cards = `${cardCount} ${cardCount === 1 ? 'card' : 'cards'}`
  const commanders = `${commanderCount} ${commanderCount === 1 ? 'commander' : 'commanders'}`
  return `${cards} + ${commanders} = ${cardCount + commanderCount}`
}
