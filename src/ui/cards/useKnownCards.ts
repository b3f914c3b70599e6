import { useEffect, useState } from 'react'
import { loadKnownCards } from '../../cards/knownCards'
import type { CardData } from '../../engine'

/** The known card pool for the card search (knownCards.ts); null while it loads. */
export function useKnownCards(): { cards: CardData[] | null } {
  const [cards, setCards] = useState<CardData[] | null>(null)
  useEffect(() => {
    let live = true
    void loadKnownCards().then((known) => live && setCards(known))
    return () => {
      live = false
    }
  }, [])
  return { cards }
}
