/**
 * One card line of a decklist: '1 Sol Ring', '1x Sol Ring', 'Sol Ring', '1 Sol Ring (C21) 263',
 * Moxfield's markers ('*CMDR*', '*F*'), Archidekt's categories ('[Commander{top}]') and the
 * printings of published precon lists ('1 Oloro, Ageless Ascetic [C13:1] [foil]').
 */
import type { Message } from '../engine'
import { deckMessage } from './messages'
import { isCommanderCategory, isOutsideDeckCategory } from './sections'

export type CardLine =
  | {
      kind: 'card'
      count: number
      name: string
      set?: string
      collectorNumber?: string
      /** Marked as a commander on the line itself ('*CMDR*', '[Commander]'). */
      commander: boolean
    }
  /** A card filed outside the deck ('[Maybeboard]', '[Sideboard]'), and that category. */
  | { kind: 'outside'; category: string }
  | { kind: 'error'; problem: Message }

/** More copies than this is a typo, not a deck (a Commander deck holds 100 cards). */
export const MAX_COUNT = 250

const WHOLE_COUNT = /^(\d+)x?$/i
// A first word that tries to be a count but is not a whole number: '-1', '1.5', '2,5x', '1o'.
const BROKEN_COUNT = /^(?:[-+−]\d[\d.,]*|\d+[.,]\d*|\d+[a-wyz]\w*)x?$/i
const MARKER = /\s*\*[a-z]+\*$/i
const TAG = /\s*\^[^^]*\^$/
// No '[' inside: a line of '[[[[…' then costs one pass, not one pass per bracket (issue 9).
const CATEGORIES = /\s*\[([^[\]]*)\]$/
const SET_AND_NUMBER = /(?:^|\s+)\(([a-z0-9]{2,8})\)(?:\s+(\S+))?$/i
// '[C13:1]': set code and collector number in brackets, the way precon lists print them.
const BRACKETED_PRINTING = /^([a-z0-9]{2,8}):(\S+)$/i
// A name that starts with a plus sign ('+2 Mace'): no count is ever written that way.
const SIGNED_NAME = /^\+\d+$/
const MAX_EXTRAS = 8
const NOT_IN_NAMES = /[[\]{}*^|<>=~]/

export function readCardLine(line: string): CardLine {
  // One space for every run of whitespace, first: the patterns below that may start with \s then
  // never rescan a long run from each of its characters (a pasted line of spaces took seconds).
  const text = line.replace(/\s+/g, ' ')
  const words = /^(\S+)\s+(.*)$/.exec(text)
  const first = words?.[1] ?? text
  if (SIGNED_NAME.test(first) && words?.[2]) return readNameAndExtras(1, text)
  if (BROKEN_COUNT.test(first)) {
    return { kind: 'error', problem: deckMessage('parse.badCount') }
  }
  const counted = WHOLE_COUNT.exec(first)
  let count = 1
  let rest = text
  if (counted?.[1]) {
    count = Number(counted[1])
    rest = words?.[2] ?? ''
    if (count < 1) {
      return { kind: 'error', problem: deckMessage('parse.badCount') }
    }
    if (count > MAX_COUNT) {
      return {
        kind: 'error',
        problem: deckMessage('parse.countTooLarge', { count, max: MAX_COUNT }),
      }
    }
  }
  return readNameAndExtras(count, rest.trim())
}

function readNameAndExtras(count: number, text: string): CardLine {
  let rest = text
  let commander = false
  let outside: string | undefined
  let bracketed: RegExpExecArray | null = null
  // Real lines end in at most a marker, categories and a tag; a line of '^^^^…' would otherwise
  // lose two characters per pass, rescanning the rest each time.
  for (let pass = 0; pass < MAX_EXTRAS; pass += 1) {
    const marker = MARKER.exec(rest)
    const categories = CATEGORIES.exec(rest)
    const tag = TAG.exec(rest)
    const found = marker ?? categories ?? tag
    if (!found) break
    if (marker && marker[0].trim().toUpperCase() === '*CMDR*') commander = true
    if (categories?.[1] !== undefined) {
      const names = categories[1].split(',')
      // Only the category that is Commander: '[Commander Protection]' is a main-deck card.
      if (names.some(isCommanderCategory)) commander = true
      outside =
        names
          .find(isOutsideDeckCategory)
          ?.replace(/\{[^{}]*\}/g, '')
          .trim() ?? outside
      bracketed = BRACKETED_PRINTING.exec(categories[1].trim()) ?? bracketed
    }
    rest = rest.slice(0, found.index)
  }
  if (outside !== undefined) return { kind: 'outside', category: outside }

  const inParentheses = SET_AND_NUMBER.exec(rest)
  // '(Used)' in 'Hazmat Suit (Used)' is part of the name: a set code is written in one case.
  const printing = inParentheses && isSetCode(inParentheses) ? inParentheses : bracketed
  if (printing === inParentheses && inParentheses) rest = rest.slice(0, inParentheses.index)
  const name = normaliseName(rest)
  if (name === '') return { kind: 'error', problem: deckMessage('parse.noName') }
  if (NOT_IN_NAMES.test(name) || !/\p{L}/u.test(name)) {
    return { kind: 'error', problem: deckMessage('parse.notCardLine') }
  }
  return {
    kind: 'card',
    count,
    name,
    commander,
    ...(printing?.[1] ? { set: printing[1].toUpperCase() } : {}),
    ...(printing?.[2] ? { collectorNumber: printing[2] } : {}),
  }
}

function isSetCode(match: RegExpExecArray): boolean {
  const code = match[1] ?? ''
  return match[2] !== undefined || code === code.toUpperCase() || code === code.toLowerCase()
}

/**
 * 'Front/Back', 'Front / Back' and 'Front  //  Back' become 'Front // Back', the way Scryfall
 * names the card; a name that is written with '//' inside it ('SP//dr, Piloted by Peni') is kept.
 */
export function normaliseName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .replace(/ \/\/? |(?<!\/) ?\/ ?(?!\/)/g, ' // ')
    .trim()
}
