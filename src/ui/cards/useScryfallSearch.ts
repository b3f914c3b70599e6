import { useCallback, useEffect, useRef, useState } from 'react'
import { cacheCards } from '../../cards/cache'
import { forgetKnownCards } from '../../cards/knownCards'
import { fuzzyCard } from '../../cards/scryfall/client'
import type { ScryfallCardData } from '../../cards/types'
import type { Message } from '../../engine'

export type ScryfallSearch =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'found'; query: string; card: ScryfallCardData }
  /** What went wrong, as a catalog message ('cardData') to say in the interface's language. */
  | { status: 'failed'; query: string; error: Message }

/**
 * One card by name from Scryfall (its fuzzy search), for names the local pool lacks. What it
 * finds is cached, so the same search works offline next time. Leaving cancels the request.
 */
export function useScryfallSearch(): {
  search: ScryfallSearch
  run: (query: string) => void
  reset: () => void
} {
  const [search, setSearch] = useState<ScryfallSearch>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  const reset = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setSearch({ status: 'idle' })
  }, [])

  const run = useCallback((text: string) => {
    const query = text.trim()
    if (query === '') return
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setSearch({ status: 'searching', query })
    void (async () => {
      try {
        const answer = await fuzzyCard(query, { signal: current.signal })
        if (current.signal.aborted) return
        if ('error' in answer) {
          setSearch({ status: 'failed', query, error: answer.detail })
          return
        }
        setSearch({ status: 'found', query, card: answer.card })
        await cacheCards([answer.card])
        forgetKnownCards()
      } catch {
        // Cancelled (a new search, the dialog closed) or not cached: nothing to tell.
      }
    })()
  }, [])

  useEffect(() => () => controller.current?.abort(), [])
  return { search, run, reset }
}
