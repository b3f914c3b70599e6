import { useEffect } from 'react'
import { card } from '../../engine'
import { useGame } from '../../store'
import type { Departure } from './commanderDepartures'
import { staysIn } from './departureWords'
import { ReturnPrefSelect } from './ReturnPrefSelect'
import type { ReturnPref } from './returnPrefs'

/** How long the note about an answer given by preference stays up. */
const SHOW_FOR_MS = 6000

interface ReturnStatusProps {
  departure: Departure
  /** The preference that answered: 'always' moved it home, 'never' left it where it went. */
  pref: Exclude<ReturnPref, 'ask'>
  onPref: (pref: ReturnPref) => void
  onDone: () => void
}

/** A short note that a standing preference answered 903.9, with the place to change it. */
export function ReturnStatus({ departure, pref, onPref, onDone }: ReturnStatusProps) {
  const name = useGame((s) =>
    s.game?.cards[departure.card] ? card(s.game, departure.card).name : 'The commander',
  )
  useEffect(() => {
    const timer = setTimeout(onDone, SHOW_FOR_MS)
    return () => clearTimeout(timer)
  }, [departure, onDone])

  return (
    <section className="commander-return is-status" role="status" aria-label="Commander zone">
      <p className="commander-return-event">
        {pref === 'always'
          ? `${name} went back to the command zone.`
          : `${name} ${staysIn(departure.zone)}.`}
      </p>
      <div className="commander-return-actions">
        <ReturnPrefSelect player={departure.owner} onChange={onPref} />
        <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDone}>
          ×
        </button>
      </div>
    </section>
  )
}
