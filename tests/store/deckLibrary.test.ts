import { clear, get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DECK_LIBRARY_KEY,
  deleteDeck,
  listDecks,
  saveDeck,
  useDeckLibrary,
} from '../../src/store/deckLibrary'

const OMNATH = 'Commander\n1 Omnath, Locus of Mana\n\nDeck\n99 Forest\n'

beforeEach(async () => {
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('saved decks in IndexedDB', () => {
  it('saves, lists and deletes a deck', async () => {
    expect(await listDecks()).toEqual([])

    const result = await saveDeck({ name: '  Omnath Ramp ', text: OMNATH })
    expect(result.status).toBe('saved')
    if (result.status !== 'saved') return
    expect(result.replaced).toBe(false)
    expect(result.deck).toMatchObject({ name: 'Omnath Ramp', text: OMNATH })
    expect(result.deck.id).not.toBe('')
    expect(Number.isNaN(Date.parse(result.deck.savedAt))).toBe(false)

    expect(await listDecks()).toEqual([result.deck])

    await deleteDeck(result.deck.id)
    expect(await listDecks()).toEqual([])
  })

  it('gives every deck its own id and lists the newest first', async () => {
    const first = await saveDeck({ name: 'First', text: '1 Sol Ring' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await saveDeck({ name: 'Second', text: '1 Sol Ring' })
    const names = (await listDecks()).map((deck) => deck.name)
    expect(names).toEqual(['Second', 'First'])
    if (first.status !== 'saved' || second.status !== 'saved') throw new Error('not saved')
    expect(first.deck.id).not.toBe(second.deck.id)
  })

  it('replaces a deck with the same name only when the caller confirms', async () => {
    const original = await saveDeck({ name: 'Omnath Ramp', text: OMNATH })
    if (original.status !== 'saved') throw new Error('not saved')

    const unconfirmed = await saveDeck({ name: 'omnath ramp', text: '1 Sol Ring' })
    expect(unconfirmed).toEqual({ status: 'nameTaken', existing: original.deck })
    expect(await listDecks()).toEqual([original.deck])

    const confirmed = await saveDeck({ name: 'Omnath Ramp', text: '1 Sol Ring' }, { replace: true })
    expect(confirmed).toMatchObject({ status: 'saved', replaced: true })
    const decks = await listDecks()
    expect(decks).toHaveLength(1)
    expect(decks[0]).toMatchObject({ id: original.deck.id, text: '1 Sol Ring' })
  })

  it('refuses a deck with no name or no list, in plain words', async () => {
    await expect(saveDeck({ name: ' ', text: OMNATH })).rejects.toThrow(
      'Could not save the deck: give it a name first.',
    )
    await expect(saveDeck({ name: 'Empty', text: '\n' })).rejects.toThrow(
      'Could not save the deck: the decklist is empty.',
    )
  })

  it('reports a damaged store instead of overwriting it', async () => {
    await set(DECK_LIBRARY_KEY, { not: 'a list' })
    await expect(listDecks()).rejects.toThrow(/^Could not load the saved decks: .*damaged/)
    await expect(saveDeck({ name: 'A', text: OMNATH })).rejects.toThrow(
      /^Could not save the deck: .*damaged/,
    )
    expect(await get(DECK_LIBRARY_KEY)).toEqual({ not: 'a list' })
  })

  it('keeps entries it cannot read when it saves', async () => {
    await set(DECK_LIBRARY_KEY, [{ from: 'a later version' }])
    await saveDeck({ name: 'A', text: OMNATH })
    expect(await get(DECK_LIBRARY_KEY)).toHaveLength(2)
    expect(await listDecks()).toHaveLength(1)
  })

  it('turns a storage failure into a clear message', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    await expect(saveDeck({ name: 'A', text: OMNATH })).rejects.toThrow(
      'Could not save the deck: the browser has no storage space left for this site.',
    )
  })

  it('falls back to a counter id where crypto.randomUUID is missing', async () => {
    // An http:// page on a LAN address is not a secure context: no randomUUID there.
    vi.stubGlobal('crypto', {})
    const first = await saveDeck({ name: 'A', text: OMNATH })
    const second = await saveDeck({ name: 'B', text: OMNATH })
    if (first.status !== 'saved' || second.status !== 'saved') throw new Error('not saved')
    expect(first.deck.id).toMatch(/^deck-/)
    expect(first.deck.id).not.toBe(second.deck.id)
  })
})

describe('useDeckLibrary', () => {
  it('loads, saves and removes through the store', async () => {
    await saveDeck({ name: 'Already there', text: OMNATH })
    const { load, save, remove } = useDeckLibrary.getState()

    await load()
    expect(useDeckLibrary.getState()).toMatchObject({ loaded: true, error: null })
    expect(useDeckLibrary.getState().decks.map((deck) => deck.name)).toEqual(['Already there'])

    const result = await save({ name: 'New', text: OMNATH })
    expect(result.status).toBe('saved')
    expect(useDeckLibrary.getState().decks).toHaveLength(2)

    const added = useDeckLibrary.getState().decks.find((deck) => deck.name === 'New')
    await remove(added?.id ?? '')
    expect(useDeckLibrary.getState().decks.map((deck) => deck.name)).toEqual(['Already there'])
  })

  it('keeps a load failure as a message for the list to show', async () => {
    await set(DECK_LIBRARY_KEY, 'garbage')
    await useDeckLibrary.getState().load()
    expect(useDeckLibrary.getState().error).toMatch(/^Could not load the saved decks/)
  })
})
