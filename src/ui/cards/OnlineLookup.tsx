import { useEffect } from 'react'
import { nameKey } from '../../deck/resolve'
import type { DecklistLookup } from './useDecklistLookup'
import { useOnline } from './useOnline'
import './cards.css'

export interface OnlineLookupProps {
  /** The names the deck check could not find, once each. */
  names: readonly string[]
  online: DecklistLookup
}

const cardsWord = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`

/**
 * Under "Not in the card pool": the cache is asked quietly, Scryfall on request ("Look up 3
 * cards on Scryfall"), with progress, Cancel, and what Scryfall said, in its own words.
 */
export function OnlineLookup({ names, online }: OnlineLookupProps) {
  const { run, absent, checkCache, lookUp, cancel } = online
  const connected = useOnline()
  const askable = names.filter((name) => !absent.has(nameKey(name)))
  useEffect(() => checkCache(names), [names, checkCache])

  return (
    <div className="online-lookup">
      {run.phase === 'looking' ? (
        <div className="online-lookup__row">
          <span role="status" className="online-lookup__progress">
            Looking up {cardsWord(run.total)} on Scryfall… {run.resolved} of {run.total} answered
          </span>
          <button type="button" className="decks-button decks-button--quiet" onClick={cancel}>
            Cancel look-up
          </button>
        </div>
      ) : (
        askable.length > 0 && (
          <div className="online-lookup__row">
            <button type="button" className="decks-button" onClick={() => lookUp(askable)}>
              Look up {cardsWord(askable.length)} on Scryfall
            </button>
            {!connected && (
              <span className="online-lookup__note">
                You seem to be offline; cards stored in this browser are used.
              </span>
            )}
          </div>
        )
      )}
      <RunReport online={online} />
    </div>
  )
}

function RunReport({ online: { run } }: { online: DecklistLookup }) {
  if (run.phase === 'cancelled') {
    return (
      <p role="status" className="online-lookup__note">
        Look-up cancelled.
      </p>
    )
  }
  if (run.phase !== 'done') return null
  return (
    <div className="online-lookup__report">
      <p role="status" className="online-lookup__note">
        Found {run.found} of {cardsWord(run.asked)}.
      </p>
      {run.notFound.length > 0 && (
        <p className="online-lookup__note">
          Scryfall has no card named {run.notFound.map((name) => `“${name}”`).join(', ')}. Check the
          spelling.
        </p>
      )}
      {run.error !== undefined && (
        <p role="alert" className="decks-notice decks-notice--error">
          {run.error}
        </p>
      )}
      {run.unresolved.length > 0 && (
        <p className="online-lookup__note">Not looked up yet: {run.unresolved.join(', ')}.</p>
      )}
    </div>
  )
}
