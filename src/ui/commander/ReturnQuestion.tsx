import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { card } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import type { Departure } from './commanderDepartures'
import { DEPARTURE_RULE, wentToKey } from './departureWords'
import { ReturnPrefSelect } from './ReturnPrefSelect'

interface ReturnQuestionProps {
  departure: Departure
  onAnswer: (home: boolean) => void
}

/** "Move <name> to the command zone instead?", one click either way. */
export function ReturnQuestion({ departure, onAnswer }: ReturnQuestionProps) {
  const { t } = useTranslation('commander')
  const name = useGame((s) =>
    // A commander's move is public (903.9), wherever it went: named from the whole game.
    s.fullGame?.cards[departure.card]
      ? card(s.fullGame, departure.card).name
      : t('commander.fallbackName'),
  )
  const owner = usePlayerName(departure.owner)
  const titleId = useId()
  const yes = useRef<HTMLButtonElement>(null)

  // After the frame in which a menu or a drop puts focus back on the moved card.
  useEffect(() => {
    const frame = requestAnimationFrame(() => yes.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [departure.card])

  return (
    <section className="commander-return" role="alertdialog" aria-labelledby={titleId}>
      <p className="commander-return-event">{t(wentToKey(departure.zone), { name, owner })}</p>
      <h2 id={titleId} className="commander-return-question">
        {t('commander.moveHome', { name })}
      </h2>
      <div className="commander-return-actions">
        <button ref={yes} type="button" className="primary" onClick={() => onAnswer(true)}>
          {t('commander.yes')}
        </button>
        <button type="button" onClick={() => onAnswer(false)}>
          {t('commander.no')}
        </button>
        {/* "Always" or "Never" answers this question too, in the same action (903.9). */}
        <ReturnPrefSelect player={departure.owner} />
      </div>
      <p className="commander-return-rule">
        {t('commander.rule', { rule: DEPARTURE_RULE[departure.zone] })}
      </p>
    </section>
  )
}
