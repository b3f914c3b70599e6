import { useEffect, useMemo, useState } from 'react'
import { loadSamplePool, type SamplePool, type Seat } from '../../cards/samplePool'
import type { CardData } from '../../engine'
import { useDeckLibrary, type SavedDeck } from '../../store/deckLibrary'
import type * as DeckChecks from './deckChecks'
import type { TableDecks } from './seatDecks'

const NO_CARDS: CardData[] = []
const NO_CARD = (): CardData | undefined => undefined

/** The sample pool and the deck checks (deckChecks.ts), which come with it. */
export interface SetupDecks {
  pool: SamplePool
  checks: typeof DeckChecks
}

let loading: Promise<SetupDecks> | null = null

/**
 * The pool and the checks, fetched together once; a failed load (offline, no cache) is tried
 * again on the next call.
 */
export function loadSetupDecks(): Promise<SetupDecks> {
  loading ??= Promise.all([loadSamplePool(), import('./deckChecks')]).then(
    ([pool, checks]) => ({ pool, checks }),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

export interface SeatDecksState {
  /** null until the card pool has loaded. */
  table: TableDecks | null
  saved: SavedDeck[]
  /** Finds a card of the pool by the name a decklist gives it. */
  lookup: (name: string) => CardData | undefined
}

/** The saved decks (read once), the pool's card lookup, and the four seats' checked decks. */
export function useSeatDecks(
  setup: SetupDecks | null,
  choices: Record<Seat, string>,
): SeatDecksState {
  const saved = useDeckLibrary((s) => s.decks)
  const loaded = useDeckLibrary((s) => s.loaded)
  const load = useDeckLibrary((s) => s.load)
  useEffect(() => {
    if (!loaded) void load()
  }, [loaded, load])

  const pool = setup?.pool ?? null
  const checks = setup?.checks ?? null
  // Saved decks may hold cards looked up on Scryfall: those live in the card cache, so the
  // lookup covers the pool and the cache, read again whenever the saved decks change.
  const [known, setKnown] = useState<CardData[] | null>(null)
  useEffect(() => {
    if (!checks) return
    let live = true
    checks.forgetKnownCards()
    checks
      .loadKnownCards()
      .then((cards) => {
        if (live) setKnown(cards)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [saved, checks])
  const lookup = useMemo(
    () => (checks ? checks.makeCardIndex(known ?? pool?.cards ?? NO_CARDS) : NO_CARD),
    [checks, known, pool],
  )
  const { A1, A2, B1, B2 } = choices
  const table = useMemo(
    () => (pool && checks ? checks.checkTableDecks({ A1, A2, B1, B2 }, pool, saved, lookup) : null),
    [pool, checks, saved, lookup, A1, A2, B1, B2],
  )
  return { table, saved, lookup }
}
