/**
 * Decklist text → entries, for what people paste or export: Arena/MTGA, Moxfield, Archidekt and
 * plain lists. Every line that can't be read becomes an error naming its line, never a silent drop.
 */
import { readCardLine } from './cardLine'
import { deckMessage, english, withDetail } from './messages'
import { readSectionHeader, type Section } from './sections'
import type { DecklistEntry, DecklistError } from './types'

export interface ParsedDecklist {
  entries: DecklistEntry[]
  errors: DecklistError[]
}

export function parseDecklist(text: string): ParsedDecklist {
  const entries: DecklistEntry[] = []
  const errors: DecklistError[] = []
  let section: Section = 'main'
  let commandersRead = 0

  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1
      const content = raw.trim()
      if (content === '') {
        // 'COMMANDER:' then the commander, a blank line, then the deck with no header of its own.
        if (section === 'commander' && commandersRead > 0) section = 'main'
        return
      }
      const header = readSectionHeader(content)
      if (header) {
        section = header
        commandersRead = 0
        return
      }
      // Comments, the About block ('Name My Deck') and everything outside the deck (903.5e:
      // Commander has no sideboard; MTGO marks sideboard lines 'SB:').
      if (
        isComment(content) ||
        section === 'about' ||
        section === 'skip' ||
        /^SB:/i.test(content)
      ) {
        return
      }
      const card = readCardLine(content)
      if (card.kind === 'outside') return
      if (card.kind === 'error') {
        const detail = deckMessage('parse.line', { line, content, problem: card.problem })
        errors.push(withDetail({ line, message: english(detail) }, detail))
        return
      }
      if (section === 'commander') commandersRead += 1
      entries.push({
        count: card.count,
        name: card.name,
        ...(card.set !== undefined ? { set: card.set } : {}),
        ...(card.collectorNumber !== undefined ? { collectorNumber: card.collectorNumber } : {}),
        section: card.commander || section === 'commander' ? 'commander' : 'main',
        line,
      })
    })

  return { entries, errors }
}

function isComment(text: string): boolean {
  return text.startsWith('#') || text.startsWith('//')
}
