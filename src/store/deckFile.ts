/**
 * Saved decks as files: one deck as a plain decklist (what Moxfield, Archidekt and Arena read),
 * or every saved deck in one DuoTable file to carry the library to another device.
 */
import * as v from 'valibot'
import { message, type Message } from '../engine/core'
import { listDecks, saveDeck, type NewDeck, type SavedDeck } from './deckLibrary'

export const DECKS_FILE_FORMAT = 'duotable-decks'
export const DECKS_FILE_VERSION = 1
const MAX_DECKS_FILE_BYTES = 20 * 1024 * 1024

const DecksFile = v.object({
  format: v.literal(DECKS_FILE_FORMAT),
  version: v.number(),
  decks: v.array(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      text: v.pipe(v.string(), v.nonEmpty()),
    }),
  ),
})

export type DecksFileResult = { ok: true; decks: NewDeck[] } | { ok: false; problem: Message }

/** A file name from the deck's name, without characters file systems refuse. */
export function deckFileName(name: string, extension = 'txt'): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('')
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
  return `${safe === '' ? 'deck' : safe}.${extension}`
}

export function decksFileText(decks: readonly SavedDeck[]): string {
  const file = {
    format: DECKS_FILE_FORMAT,
    version: DECKS_FILE_VERSION,
    decks: decks.map(({ name, text }) => ({ name, text })),
  }
  return JSON.stringify(file, null, 2)
}

/**
 * Reads a picked decks file: refused by its size before a byte is read (issue 36), else read and
 * checked (readDecksFile). A file the disk does not give is refused as unreadable.
 */
export async function openDecksFile(file: Blob): Promise<DecksFileResult> {
  if (file.size > MAX_DECKS_FILE_BYTES) return refused('files.decks.tooLarge')
  let text: string
  try {
    text = await file.text()
  } catch {
    return refused('files.decks.unreadable')
  }
  return readDecksFile(text)
}

export function readDecksFile(text: string): DecksFileResult {
  if (text.length > MAX_DECKS_FILE_BYTES) return refused('files.decks.tooLarge')
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return refused('files.decks.notJson')
  }
  const format =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['format'] : undefined
  if (format !== DECKS_FILE_FORMAT) return refused('files.decks.notDecksFile')
  const version = (raw as Record<string, unknown>)['version']
  if (typeof version === 'number' && version > DECKS_FILE_VERSION) {
    return refused('files.decks.newer', { version, known: DECKS_FILE_VERSION })
  }
  const parsed = v.safeParse(DecksFile, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue) ?? ''
    return refused('files.decks.damaged', { field: path === '' ? '—' : path })
  }
  return { ok: true, decks: parsed.output.decks }
}

/**
 * Adds the file's decks to the library. A name already taken gets " (2)", " (3)"…: importing never
 * overwrites a saved deck.
 */
export async function importDecks(
  decks: readonly NewDeck[],
): Promise<{ added: number; renamed: number }> {
  const taken = new Set((await listDecks()).map((d) => d.name.trim().toLocaleLowerCase()))
  let renamed = 0
  for (const deck of decks) {
    const name = freeName(deck.name.trim(), taken)
    if (name !== deck.name.trim()) renamed += 1
    taken.add(name.toLocaleLowerCase())
    await saveDeck({ name, text: deck.text })
  }
  return { added: decks.length, renamed }
}

function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLocaleLowerCase())) return name
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${n})`
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate
  }
}

function refused(key: string, params?: Record<string, string | number>): DecksFileResult {
  return { ok: false, problem: message(key, params, 'files') }
}
