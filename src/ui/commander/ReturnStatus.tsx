import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { card } from '../../engine'
import { useGame } from '../../store'
import type { Departure } from './commanderDepartures'
import { staysInKey } from './departureWords'
import { ReturnPrefSelect } from './ReturnPrefSelect'
import type { ReturnPref } from './returnPrefs'

/** How long the note about an answer given by preference stays up. */
const SHOW_FOR_MS = 6000

interface ReturnStatusProps {
  departure: Departure
  /** The preference that answered: 'always' moved it home, 'never' left it where it went. */
  pref: Exclude<ReturnPref, 'ask'>
  onDone: () => void
}

/** A short note that a standing preference answered 903.9, with the place to change it. */
export function ReturnStatus({ departure, pref, onDone }: ReturnStatusProps) {
  const { t } = useTranslation('commander')
  const name = useGame((s) =>
    // A commander's move is public (903.9), wherever it went: named from the whole game.
    s.fullGame?.cards[departure.card]
      ? card(s.fullGame, departure.card).name
      : t('commander.fallbackName'),
  )
  useEffect(() => {
    const timer = setTimeout(onDone, SHOW_FOR_MS)
    return () => clearTimeout(timer)
  }, [departure, onDone])

  return (
    <section className="commander-return is-status" role="status" aria-label={t('commander.zone')}>
      <p className="commander-return-event">
        {pref === 'always'
          ? t('commander.wentHome', { name })
          : t(staysInKey(departure.zone), { name })}
      </p>
      <div className="commander-return-actions">
        <ReturnPrefSelect player={departure.owner} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('commander.dismiss')}
          onClick={onDone}
        >
          ×
        </button>
      </div>
    </section>
  )
}
