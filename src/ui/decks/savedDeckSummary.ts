import { parseDecklist } from '../../deck'

export interface SavedDeckSummary {
  /** As written in the list; no card pool is needed to show them. */
  commanders: string[]
  /** Every card the list names, commanders included. */
  cardCount: number
}

export function summariseSavedDeck(text: string): SavedDeckSummary {
  const { entries } = parseDecklist(text)
  return {
    commanders: entries.filter((entry) => entry.section === 'commander').map((entry) => entry.name),
    cardCount: entries.reduce((total, entry) => total + entry.count, 0),
  }
}

/** '3 May 2026' in the interface language's format; an unreadable date shows as it was stored. */
export function savedOn(savedAt: string, locale?: string): string {
  const date = new Date(savedAt)
  if (Number.isNaN(date.getTime())) return savedAt
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })
}
