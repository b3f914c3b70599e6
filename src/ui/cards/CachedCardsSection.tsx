import { useState } from 'react'
import { clearCardCache } from '../../cards/cache'
import { forgetKnownCards } from '../../cards/knownCards'

export interface CachedCardsSectionProps {
  /** Null while counting. */
  count: number | null
  onCleared: () => void
}

/** How many cards this browser keeps, and the way to forget them all (asked twice). */
export function CachedCardsSection({ count, onCleared }: CachedCardsSectionProps) {
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const clear = () => {
    setConfirming(false)
    clearCardCache().then(
      () => {
        forgetKnownCards()
        setProblem(null)
        onCleared()
      },
      (error: unknown) => setProblem(`Could not clear it: ${String(error)}`),
    )
  }
  const words =
    count === null
      ? 'Counting the cards stored in this browser…'
      : count === 0
        ? 'No card data is stored in this browser yet.'
        : `${count.toLocaleString('en')} ${count === 1 ? 'card is' : 'cards are'} stored in this browser, from decklist look-ups and imports.`

  return (
    <section className="card-data__section" aria-label="Stored card data">
      <h3>Stored card data</h3>
      <p className="card-data__count">{words}</p>
      {confirming ? (
        <div className="card-data__confirm" role="group" aria-label="Clear stored card data?">
          <span>Forget all of it? Decklists stay; their cards are looked up again.</span>
          <button type="button" className="danger" onClick={clear}>
            Yes, clear it
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" disabled={!count} onClick={() => setConfirming(true)}>
          Clear cached card data
        </button>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </section>
  )
}
