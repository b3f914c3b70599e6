/**
 * Saved decklists, kept in this browser's IndexedDB under one key. A deck is stored as the text the
 * user pasted, not as resolved card data, so a later card pool (or an online lookup) reads it anew.
 */
import { get, update } from 'idb-keyval'
import { create } from 'zustand'

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
    throw storageError('load the saved decks', cause)
  }
  return storedEntries(stored, 'load the saved decks')
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
  const name = input.name.trim()
  if (name === '') throw new Error('Could not save the deck: give it a name first.')
  if (input.text.trim() === '') throw new Error('Could not save the deck: the decklist is empty.')

  let result: SaveDeckResult | undefined
  try {
    // One read-modify-write transaction, so two tabs saving at once can't lose a deck.
    await update<unknown>(DECK_LIBRARY_KEY, (stored) => {
      const entries = storedEntries(stored, 'save the deck')
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
    throw storageError('save the deck', cause)
  }
  if (!result) throw new Error('Could not save the deck: the browser storage did not answer.')
  return result
}

export async function deleteDeck(id: string): Promise<void> {
  try {
    await update<unknown>(DECK_LIBRARY_KEY, (stored) =>
      storedEntries(stored, 'delete the deck').filter(
        (entry) => !(isSavedDeck(entry) && entry.id === id),
      ),
    )
  } catch (cause) {
    throw storageError('delete the deck', cause)
  }
}

// ---- the store the setup screen and the deck dialogs read --------------------------------

export interface DeckLibraryState {
  decks: SavedDeck[]
  /** load() finished at least once: tells "no decks saved" apart from "not read yet". */
  loaded: boolean
  /** The last load or delete failure, in plain words; cleared by the next success. */
  error: string | null
  load: () => Promise<void>
  /** Throws on storage failure, so the dialog that saves can say why where the user is looking. */
  save: (input: NewDeck, options?: SaveDeckOptions) => Promise<SaveDeckResult>
  remove: (id: string) => Promise<void>
}

export const useDeckLibrary = create<DeckLibraryState>()((set) => ({
  decks: [],
  loaded: false,
  error: null,
  load: async () => {
    try {
      set({ decks: await listDecks(), loaded: true, error: null })
    } catch (cause) {
      set({ loaded: true, error: messageOf(cause) })
    }
  },
  save: async (input, options) => {
    const result = await saveDeck(input, options)
    if (result.status === 'saved') {
      try {
        set({ decks: await listDecks(), loaded: true, error: null })
      } catch (cause) {
        set({ error: messageOf(cause) })
      }
    }
    return result
  },
  remove: async (id) => {
    try {
      await deleteDeck(id)
      set({ decks: await listDecks(), error: null })
    } catch (cause) {
      set({ error: messageOf(cause) })
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

/** Nothing stored yet is an empty list; anything else that is not a list is damage we report. */
function storedEntries(stored: unknown, action: string): unknown[] {
  if (stored === undefined) return []
  if (Array.isArray(stored)) return stored as unknown[]
  throw new Error(`Could not ${action}: the saved deck list in this browser is damaged.`)
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

function storageError(action: string, cause: unknown): Error {
  if (cause instanceof Error && cause.message.startsWith('Could not ')) return cause
  return new Error(`Could not ${action}: ${storageReason(cause)}`, { cause })
}

function storageReason(cause: unknown): string {
  const name = typeof cause === 'object' && cause !== null && 'name' in cause ? cause.name : ''
  if (name === 'QuotaExceededError') return 'the browser has no storage space left for this site.'
  if (typeof indexedDB === 'undefined') {
    return 'this browser offers no storage here (a private window may block it).'
  }
  const message = cause instanceof Error ? cause.message : String(cause)
  return message === '' ? 'the browser storage refused.' : message
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}
