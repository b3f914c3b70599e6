/**
 * Section headers in decklist exports: Arena ('Commander', 'Deck', 'Sideboard', 'Companion',
 * 'About'), Moxfield ('COMMANDER:', 'SIDEBOARD:'), comment headers ('// Commander') and the
 * card-type groups many sites print ('Creatures (30)').
 */

/** Where the lines under a header go. 'skip' sections are outside the deck (903.5e: no sideboard). */
export type Section = 'commander' | 'main' | 'skip' | 'about'

const SECTION_NAMES: Readonly<Record<string, Section>> = {
  commander: 'commander',
  commanders: 'commander',
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  library: 'main',
  creature: 'main',
  creatures: 'main',
  instant: 'main',
  instants: 'main',
  sorcery: 'main',
  sorceries: 'main',
  artifact: 'main',
  artifacts: 'main',
  enchantment: 'main',
  enchantments: 'main',
  planeswalker: 'main',
  planeswalkers: 'main',
  battle: 'main',
  battles: 'main',
  land: 'main',
  lands: 'main',
  spells: 'main',
  other: 'main',
  sideboard: 'skip',
  maybeboard: 'skip',
  considering: 'skip',
  companion: 'skip',
  companions: 'skip',
  tokens: 'skip',
  token: 'skip',
  // Oversized copies of the commander that precon lists print apart: shown, never played.
  'display commander': 'skip',
  'display commanders': 'skip',
  'oversized commander': 'skip',
  wishlist: 'skip',
  about: 'about',
}

const MAX_HEADER_LENGTH = 60

// Optional comment marker, a word or two, an optional colon and an optional '(30)' card count.
const HEADER = /^(?:(?:\/\/|#+)\s*)?([a-z][a-z ]*?)\s*:?\s*(?:\(\d+\))?$/i

/** The section a line opens, or null when the line is not a header. */
export function readSectionHeader(line: string): Section | null {
  // A header is a word or two; testing HEADER on a long line backtracks for seconds (issue 9).
  if (line.length > MAX_HEADER_LENGTH) return null
  const match = HEADER.exec(line)
  if (!match?.[1]) return null
  return SECTION_NAMES[match[1].toLowerCase()] ?? null
}

/** Categories (Archidekt '[Maybeboard{noDeck}]') whose cards are kept out of the deck. */
export function isOutsideDeckCategory(category: string): boolean {
  // [^{}]: a '{{{{…' category costs one pass, not one per brace (issue 9).
  const flags = category.match(/\{[^{}]*\}/g) ?? []
  if (flags.some((flag) => flag.toLowerCase() === '{nodeck}')) return true
  return SECTION_NAMES[categoryName(category)] === 'skip'
}

/** '[Commander{top}]' marks a commander; '[Commander Protection]' is a main-deck category. */
export function isCommanderCategory(category: string): boolean {
  return SECTION_NAMES[categoryName(category)] === 'commander'
}

function categoryName(category: string): string {
  return category
    .replace(/\{[^{}]*\}/g, '')
    .trim()
    .toLowerCase()
}

/**
 * 'COMMANDER: 1 Oloro, Ageless Ascetic': a header and a card on one line, the shape of published
 * precon lists. The header must be a section name, so 'Circle of Protection: Red' stays a card.
 */
export function readInlineHeader(
  line: string,
): { section: Section; title: string; card: string } | null {
  const colon = line.indexOf(':')
  if (colon < 1 || colon > MAX_HEADER_LENGTH) return null
  const title = line.slice(0, colon).trim()
  const section = SECTION_NAMES[title.toLowerCase().replace(/\s+/g, ' ')]
  const card = line.slice(colon + 1).trim()
  if (section === undefined || card === '') return null
  return { section, title, card }
}
