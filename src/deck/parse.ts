/**
 * Decklist text → entries, for what people paste or export: Arena/MTGA, Moxfield, Archidekt,
 * published precon lists and plain lists. Every line that can't be read becomes an error naming
 * its line, never a silent drop; cards filed outside the deck are counted in `leftOut`.
 */
import { readCardLine } from './cardLine'
import { deckMessage, english, withDetail } from './messages'
import { readInlineHeader, readSectionHeader, type Section } from './sections'
import type { DecklistEntry, DecklistError } from './types'

/** Cards under a heading that isn't part of the deck ('Tokens', 'Maybeboard', '[Considering]'). */
export interface LeftOutSection {
  /** The heading or category as written. */
  section: string
  /** Cards (copies) left out under it. */
  count: number
  /** The first line it covers. */
  line: number
}

export interface ParsedDecklist {
  entries: DecklistEntry[]
  errors: DecklistError[]
  leftOut: LeftOutSection[]
}

export function parseDecklist(text: string): ParsedDecklist {
  const entries: DecklistEntry[] = []
  const errors: DecklistError[] = []
  const leftOut = new Map<string, LeftOutSection>()
  const leave = (section: string, count: number, line: number): void => {
    const key = section.toLowerCase()
    const known = leftOut.get(key)
    if (known) known.count += count
    else leftOut.set(key, { section, count, line })
  }
  let section: Section = 'main'
  let sectionTitle = ''
  let commandersRead = 0

  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1
      let content = raw.trim()
      if (content === '') {
        // 'COMMANDER:' then the commander, a blank line, then the deck with no header of its own.
        if (section === 'commander' && commandersRead > 0) section = 'main'
        return
      }
      const header = readSectionHeader(content)
      if (header) {
        section = header
        sectionTitle = headerTitle(content)
        commandersRead = 0
        return
      }
      // Comments and the About block ('Name My Deck').
      if (isComment(content) || section === 'about') return
      // A header and its card on one line covers that line only.
      const inline = readInlineHeader(content)
      let lineSection: Section = section
      let lineTitle = sectionTitle
      if (inline) {
        lineSection = inline.section
        lineTitle = inline.title
        content = inline.card
      } else if (/^SB:/i.test(content)) {
        // MTGO marks sideboard lines 'SB:'.
        lineSection = 'skip'
        lineTitle = 'Sideboard'
        content = content.slice(3).trim()
      }
      if (lineSection === 'about') return
      const card = readCardLine(content)
      if (card.kind === 'error') {
        const detail = deckMessage('parse.line', { line, content, problem: card.problem })
        errors.push(withDetail({ line, message: english(detail) }, detail))
        return
      }
      // Everything outside the deck: 903.5e, Commander has no sideboard.
      if (card.kind === 'outside') {
        leave(card.category, 1, line)
        return
      }
      if (lineSection === 'skip') {
        leave(lineTitle, card.count, line)
        return
      }
      if (lineSection === 'commander' && !inline) commandersRead += 1
      entries.push({
        count: card.count,
        name: card.name,
        ...(card.set !== undefined ? { set: card.set } : {}),
        ...(card.collectorNumber !== undefined ? { collectorNumber: card.collectorNumber } : {}),
        section: card.commander || lineSection === 'commander' ? 'commander' : 'main',
        line,
      })
    })

  return { entries, errors, leftOut: [...leftOut.values()] }
}

function isComment(text: string): boolean {
  return text.startsWith('#') || text.startsWith('//')
}

/** 'Maybeboard (3)', '// Tokens:' → 'Maybeboard', 'Tokens'. */
function headerTitle(text: string): string {
  return text
    .replace(/^(?:\/\/|#+)\s*/, '')
    .replace(/\s*:?\s*(?:\(\d+\))?$/, '')
    .trim()
}
