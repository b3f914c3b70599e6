import { useEffect, useMemo, useState } from 'react'
import { forgetKnownCards, loadKnownCards } from '../../cards/knownCards'
import type { SamplePool, Seat } from '../../cards/sampleDecks'
import { makeCardIndex } from '../../deck'
import type { CardData } from '../../engine'
import { useDeckLibrary, type SavedDeck } from '../../store/deckLibrary'
import { checkTableDecks, type TableDecks } from './seatDecks'

const NO_CARDS: CardData[] = []

export interface SeatDecksState {
  /** null until the card pool has loaded. */
  table: TableDecks | null
  saved: SavedDeck[]
  /** Finds a card of the pool by the name a decklist gives it. */
  lookup: (name: string) => CardData | undefined
}

/** The saved decks (read once), the pool's card lookup, and the four seats' checked decks. */
export function useSeatDecks(
  pool: SamplePool | null,
  choices: Record<Seat, string>,
): SeatDecksState {
  const saved = useDeckLibrary((s) => s.decks)
  const loaded = useDeckLibrary((s) => s.loaded)
  const load = useDeckLibrary((s) => s.load)
  useEffect(() => {
    if (!loaded) void load()
  }, [loaded, load])

  // Saved decks may hold cards looked up on Scryfall: those live in the card cache, so the
  // lookup covers the pool and the cache, read again whenever the saved decks change.
  const [known, setKnown] = useState<CardData[] | null>(null)
  useEffect(() => {
    let live = true
    forgetKnownCards()
    loadKnownCards()
      .then((cards) => {
        if (live) setKnown(cards)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [saved])
  const lookup = useMemo(() => makeCardIndex(known ?? pool?.cards ?? NO_CARDS), [known, pool])
  const { A1, A2, B1, B2 } = choices
  const table = useMemo(
    () => (pool ? checkTableDecks({ A1, A2, B1, B2 }, pool, saved, lookup) : null),
    [pool, saved, lookup, A1, A2, B1, B2],
  )
  return { table, saved, lookup }
}
