import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { lookupMany, resolveDecklistNames } from '../../cards/cache'
import { forgetKnownCards } from '../../cards/knownCards'
import { makeCardIndex } from '../../deck'
import { nameKey } from '../../deck/resolve'
import type { CardData } from '../../engine'
import type { Message } from '../../engine'

type Lookup = (name: string) => CardData | undefined

export type LookupRun =
  | { phase: 'idle' }
  | { phase: 'looking'; resolved: number; total: number }
  | { phase: 'cancelled' }
  | {
      phase: 'done'
      asked: number
      found: number
      notFound: string[]
      unresolved: string[]
      /** Why the look-up stopped, as a catalog message ('cardData', or 'cards' for its own). */
      error?: Message
    }

export interface DecklistLookup {
  /** The pool first, then every card the cache or Scryfall found for this list. */
  lookup: Lookup
  run: LookupRun
  /** Names (nameKey) Scryfall said it does not know: not worth asking again as spelled. */
  absent: ReadonlySet<string>
  /** Cards stored in this browser, without asking Scryfall (quietly, as the list changes). */
  checkCache: (names: readonly string[]) => void
  /** The cache just gained cards (a download): ask it again for names it lacked before. */
  recheckCache: (names: readonly string[]) => void
  /** Scryfall for the names neither the pool nor the cache knows; found cards are cached. */
  lookUp: (names: readonly string[]) => void
  cancel: () => void
}

/** The deck dialog's card lookup, widened by the card cache and Scryfall as the user asks. */
export function useDecklistLookup(poolLookup: Lookup): DecklistLookup {
  const [found, setFound] = useState<ReadonlyMap<string, CardData>>(() => new Map())
  const [run, setRun] = useState<LookupRun>({ phase: 'idle' })
  const [absent, setAbsent] = useState<ReadonlySet<string>>(() => new Set())
  const controller = useRef<AbortController | null>(null)
  const checked = useRef(new Set<string>())

  const merge = useCallback((cards: ReadonlyMap<string, CardData>) => {
    if (cards.size === 0) return
    setFound((known) => {
      const next = new Map(known)
      for (const [name, card] of cards) next.set(nameKey(name), card)
      return next
    })
  }, [])

  const lookup = useMemo<Lookup>(() => {
    if (found.size === 0) return remembered(poolLookup)
    const index = makeCardIndex([...found.values()])
    return remembered((name) => poolLookup(name) ?? found.get(nameKey(name)) ?? index(name))
  }, [poolLookup, found])

  const checkCache = useCallback(
    (names: readonly string[]) => {
      // As written: a 40,000-line list asks again after each pause, so no key is worked out here.
      const fresh = names.filter((name) => !checked.current.has(name))
      if (fresh.length === 0) return
      for (const name of fresh) checked.current.add(name)
      // A browser without IndexedDB just has nothing cached.
      lookupMany(fresh).then(
        ({ found: hits }) => merge(hits),
        () => undefined,
      )
    },
    [merge],
  )

  const recheckCache = useCallback(
    (names: readonly string[]) => {
      for (const name of names) checked.current.delete(name)
      checkCache(names)
    },
    [checkCache],
  )

  const lookUp = useCallback(
    (names: readonly string[]) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setRun({ phase: 'looking', resolved: 0, total: names.length })
      resolveDecklistNames(names, {
        signal: current.signal,
        onProgress: ({ resolved, total }) => {
          if (!current.signal.aborted) setRun({ phase: 'looking', resolved, total })
        },
      }).then(
        (result) => {
          if (current.signal.aborted) return
          merge(result.byName)
          if (result.byName.size > 0) forgetKnownCards()
          const { notFound, unresolved, detail: error } = result
          setAbsent((known) => new Set([...known, ...notFound.map(nameKey)]))
          const done = { asked: names.length, found: result.byName.size, notFound, unresolved }
          setRun({ phase: 'done', ...done, ...(error === undefined ? {} : { error }) })
        },
        (error: unknown) => {
          if (current.signal.aborted) setRun({ phase: 'cancelled' })
          else
            setRun({
              ...failedRun(names),
              error: { key: 'lookup.stopped', ns: 'cards', params: { error: String(error) } },
            })
        },
      )
    },
    [merge],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  useEffect(() => () => controller.current?.abort(), [])
  return { lookup, run, absent, checkCache, recheckCache, lookUp, cancel }
}

/** Answers kept per lookup: each check of a 40,000-line list asks again for every name (issue 40). */
const REMEMBERED = 100_000

function remembered(lookup: Lookup): Lookup {
  const answers = new Map<string, CardData | null>()
  return (name) => {
    const known = answers.get(name)
    if (known !== undefined) return known ?? undefined
    if (answers.size >= REMEMBERED) answers.clear()
    const card = lookup(name) ?? null
    answers.set(name, card)
    return card ?? undefined
  }
}

function failedRun(names: readonly string[]): Extract<LookupRun, { phase: 'done' }> {
  return { phase: 'done', asked: names.length, found: 0, notFound: [], unresolved: [...names] }
}
