/**
 * Saved decklists, kept in this browser's IndexedDB under one key. A deck is stored as the text the
 * user pasted, not as resolved card data, so a later card pool (or an online lookup) reads it anew.
 */
import { get, update } from 'idb-keyval'
import { create } from 'zustand'
import type { Message, MessageParam } from '../engine'
import { detailOf, StoreError, storeMessage } from './words'
import { balanceBidi } from '../engine/core'

export interface SavedDeck {
  id: string
  name: string
  /** The decklist exactly as pasted or loaded from a file. */
  text: string
  /** ISO 8601; replaced decks get a new time, so the list shows what changed last first. */
  savedAt: string
}

export interface NewDeck {
  name: string
  text: string
}

export interface SaveDeckOptions {
  /** The user confirmed that a saved deck with the same name may be overwritten. */
  replace?: boolean
}

export type SaveDeckResult =
  | { status: 'saved'; deck: SavedDeck; replaced: boolean }
  /** Nothing was written: a deck already has this name and the caller did not confirm. */
  | { status: 'nameTaken'; existing: SavedDeck }

export const DECK_LIBRARY_KEY = 'duotable:decks'

/** Every saved deck, the most recently saved first. */
export async function listDecks(): Promise<SavedDeck[]> {
  let stored: unknown
  try {
    stored = await get(DECK_LIBRARY_KEY)
  } catch (cause) {
    throw storageError('load', cause)
  }
  return storedEntries(stored, 'load')
    .filter(isSavedDeck)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/**
 * Saves a new deck, or replaces the one with the same name (ignoring case) when `replace` is set;
 * a replaced deck keeps its id so anything that points at it still does.
 */
export async function saveDeck(
  input: NewDeck,
  options: SaveDeckOptions = {},
): Promise<SaveDeckResult> {
  // Its bidi controls balanced, so a list of decks shows every name in order (issue 40).
  const name = balanceBidi(input.name.trim())
  if (name === '') throw failed('save', why('noName'))
  if (input.text.trim() === '') throw failed('save', why('empty'))

  let result: SaveDeckResult | undefined
  try {
    // One read-modify-write transaction, so two tabs saving at once can't lose a deck.
    await update<unknown>(DECK_LIBRARY_KEY, (stored) => {
      const entries = storedEntries(stored, 'save')
      const index = entries.findIndex((entry) => isSavedDeck(entry) && sameName(entry.name, name))
      const existing = entries[index]
      const savedAt = new Date().toISOString()
      if (isSavedDeck(existing)) {
        if (!options.replace) {
          result = { status: 'nameTaken', existing }
          return stored
        }
        const deck: SavedDeck = { id: existing.id, name, text: input.text, savedAt }
        result = { status: 'saved', deck, replaced: true }
        return entries.map((entry, at) => (at === index ? deck : entry))
      }
      const deck: SavedDeck = { id: newDeckId(), name, text: input.text, savedAt }
      result = { status: 'saved', deck, replaced: false }
      // Entries this version can't read are kept as they are, never silently dropped.
      return [...entries, deck]
    })
  } catch (cause) {
    throw storageError('save', cause)
  }
  if (!result) throw failed('save', why('noAnswer'))
  return result
}

export async function deleteDeck(id: string): Promise<void> {
  try {
    await update<unknown>(DECK_LIBRARY_KEY, (stored) =>
      storedEntries(stored, 'delete').filter((entry) => !(isSavedDeck(entry) && entry.id === id)),
    )
  } catch (cause) {
    throw storageError('delete', cause)
  }
}

// ---- the store the setup screen and the deck dialogs read --------------------------------

export interface DeckLibraryState {
  decks: SavedDeck[]
  /** load() finished at least once: tells "no decks saved" apart from "not read yet". */
  loaded: boolean
  /** The last load or delete failure, in plain English words; cleared by the next success. */
  error: string | null
  /** The same failure as a catalog message (namespace 'store'): show `say(errorDetail ?? error)`. */
  errorDetail: Message | null
  load: () => Promise<void>
  /** Throws on storage failure, so the dialog that saves can say why where the user is looking. */
  save: (input: NewDeck, options?: SaveDeckOptions) => Promise<SaveDeckResult>
  remove: (id: string) => Promise<void>
}

export const useDeckLibrary = create<DeckLibraryState>()((set) => ({
  decks: [],
  loaded: false,
  error: null,
  errorDetail: null,
  load: async () => {
    try {
      set({ decks: await listDecks(), loaded: true, ...NO_ERROR })
    } catch (cause) {
      set({ loaded: true, ...errorOf(cause) })
    }
  },
  save: async (input, options) => {
    const result = await saveDeck(input, options)
    if (result.status === 'saved') {
      try {
        set({ decks: await listDecks(), loaded: true, ...NO_ERROR })
      } catch (cause) {
        set(errorOf(cause))
      }
    }
    return result
  },
  remove: async (id) => {
    try {
      await deleteDeck(id)
      set({ decks: await listDecks(), ...NO_ERROR })
    } catch (cause) {
      set(errorOf(cause))
    }
  },
}))

// ---- helpers -----------------------------------------------------------------------------

let fallbackCount = 0

/** crypto.randomUUID exists only in secure contexts; a LAN address over http has none. */
function newDeckId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID()
  }
  fallbackCount += 1
  return `deck-${Date.now().toString(36)}-${fallbackCount}`
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

/** What the library was doing when it failed; each is said as 'Could not <action>: <reason>'. */
type LibraryAction = 'load' | 'save' | 'delete'

type Reason = 'noName' | 'empty' | 'noAnswer' | 'damaged' | 'full' | 'noStorage' | 'refused'

function why(reason: Reason): Message {
  return storeMessage(`decks.reason.${reason}`)
}

/** `reason`: one of ours (why), or the browser's own words, which have no catalog message. */
function failed(action: LibraryAction, reason: MessageParam, cause?: unknown): StoreError {
  const detail = storeMessage('decks.failed', {
    action: storeMessage(`decks.action.${action}`),
    reason,
  })
  return new StoreError(detail, cause === undefined ? undefined : { cause })
}

/** Nothing stored yet is an empty list; anything else that is not a list is damage we report. */
function storedEntries(stored: unknown, action: LibraryAction): unknown[] {
  if (stored === undefined) return []
  if (Array.isArray(stored)) return stored as unknown[]
  throw failed(action, why('damaged'))
}

function isSavedDeck(value: unknown): value is SavedDeck {
  if (typeof value !== 'object' || value === null) return false
  const deck = value as Record<string, unknown>
  return (
    typeof deck['id'] === 'string' &&
    typeof deck['name'] === 'string' &&
    typeof deck['text'] === 'string' &&
    typeof deck['savedAt'] === 'string'
  )
}

function storageError(action: LibraryAction, cause: unknown): Error {
  if (cause instanceof StoreError) return cause
  const name = typeof cause === 'object' && cause !== null && 'name' in cause ? cause.name : ''
  if (name === 'QuotaExceededError') return failed(action, why('full'), cause)
  if (typeof indexedDB === 'undefined') return failed(action, why('noStorage'), cause)
  const message = cause instanceof Error ? cause.message : String(cause)
  if (message === '') return failed(action, why('refused'), cause)
  return failed(action, message, cause)
}

const NO_ERROR = { error: null, errorDetail: null }

function errorOf(cause: unknown): Pick<DeckLibraryState, 'error' | 'errorDetail'> {
  return {
    error: cause instanceof Error ? cause.message : String(cause),
    errorDetail: detailOf(cause) ?? null,
  }
}
