/**
 * Decklist text → everything the import dialog reports: what didn't parse, what isn't in the card
 * pool, and the Commander Duo problems grouped by rule. The rules themselves live in src/deck.
 */
import type { TFunction } from 'i18next'
import type { Message } from '../../engine'
import type { CardData } from '../../engine'
import {
  parseDecklist,
  resolveDecklist,
  validateDeck,
  validateTeam,
  type Deck,
  type LeftOutSection,
  type DeckProblem,
  type DeckRule,
} from '../../deck'
import type { ParsedDecklist } from '../../deck/parse'
import { nameKey } from '../../deck/resolve'

export interface LineNote {
  line: number
  /** A catalog message ('deck' for the parser's, 'decks' for this file's), or plain words. */
  text: Message | string
}

/** One rule's problems; the title is the 'decks' key `rule.<RULE>`. */
export interface ProblemGroup {
  rule: DeckRule
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
  /** Each unknown name with its line, as written: what "Did you mean" suggests for. */
  unknownEntries: { line: number; name: string }[]
  /** Those names once each, as written: what a Scryfall look-up asks for. */
  unknownNames: string[]
  groups: ProblemGroup[]
  /** Cards under headings that aren't part of the deck ('Tokens', 'Maybeboard'): left out. */
  leftOut: LeftOutSection[]
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

/** Titles ('decks' rule.<RULE>) name the rule and where it comes from: the CR, or seed 000. */
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
  return checkParsedDecklist(parseDecklist(text), lookup, teammateDeck)
}

/** The same check of text the parser has read already (in a worker: useParsedDecklist.ts). */
export function checkParsedDecklist(
  { entries, errors, leftOut }: ParsedDecklist,
  lookup: (name: string) => CardData | undefined,
  teammateDeck?: Deck,
): DecklistCheck {
  const { deck, unknown } = resolveDecklist(entries, lookup)
  const hasCards = entries.length > 0
  const parseErrors = errors.map((error) => ({ line: error.line, text: parseNote(error) }))
  const unknownNotes = unknown.map(({ line, name }) => ({
    line,
    text: { key: 'check.unknownLine', ns: 'decks', params: { line, name } },
  }))

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
    unknownEntries: unknown,
    unknownNames: [...new Map(unknown.map(({ name }) => [nameKey(name), name])).values()],
    groups,
    leftOut,
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

/**
 * What an unnamed deck is saved as: its commanders' names, the way deck sites title decks, else
 * `untitled` (the interface's "Untitled deck").
 */
export function suggestedDeckName(deck: Deck, untitled = 'Untitled deck'): string {
  const names = deck.commanders.map((commander) => commander.name)
  return names.length > 0 ? names.join(' & ') : untitled
}

function groupByRule(problems: readonly DeckProblem[]): ProblemGroup[] {
  return RULE_ORDER.flatMap((rule) => {
    const inRule = problems.filter((problem) => problem.rule === rule)
    return inRule.length === 0 ? [] : [{ rule, problems: inRule }]
  })
}

/** Problems are worded as clauses ('sol ring is…'); listed on their own they start a sentence. */
export function sentenceCase(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1)
}

/** The parser's message names its line; plain words from elsewhere may not, so they get one. */
function parseNote(error: { line: number; message: string; detail?: Message }): Message | string {
  if (error.detail) return error.detail
  const { line, message } = error
  return message.startsWith(`Line ${line}`) ? message : `Line ${line}: ${message}`
}

/** '99 cards + 1 commander = 100', in the interface's language ('decks' catalog). */
export function deckCountSummary(
  t: TFunction,
  check: Pick<DecklistCheck, 'cardCount' | 'commanderCount'>,
): string {
  const { cardCount, commanderCount } = check
  return t('check.sum', {
    ns: 'decks',
    cards: t('check.cards', { ns: 'decks', count: cardCount }),
    commanders: t('check.commanders', { ns: 'decks', count: commanderCount }),
    total: cardCount + commanderCount,
  })
}
