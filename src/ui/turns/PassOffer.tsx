import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { outcome, turn } from '../../engine'
import { useGame, useUi } from '../../store'

/**
 * When the turn belongs to the team not looking at the screen, offer (never force) to hand the
 * device over; "×" keeps it here for the rest of this turn. A device held at one side (a room's,
 * issue 24) is never passed: no offer.
 */
export function PassOffer() {
  const { t } = useTranslation('turns')
  const active = useGame((s) => (s.game ? turn(s.game).activeTeam : null))
  const number = useGame((s) => (s.game ? turn(s.game).number : 0))
  const over = useGame((s) => (s.game ? outcome(s.game).over : true))
  const viewing = useUi((s) => s.viewingTeam)
  const held = useUi((s) => s.heldSide !== null)
  const [keptOnTurn, setKeptOnTurn] = useState<number | null>(null)
  if (held || !active || active === viewing || over || keptOnTurn === number) return null
  return (
    <span className={`pass-offer team-${active}`}>
      <button
        type="button"
        className="primary pass-offer-button"
        onClick={() => useUi.getState().passTo(active)}
      >
        {t('turns.passTo', { team: active })}
      </button>
      <button
        type="button"
        className="icon-button small"
        aria-label={t('turns.keep.label', { team: viewing })}
        title={t('turns.keep.title')}
        onClick={() => setKeptOnTurn(number)}
      >
        ×
      </button>
    </span>
  )
}
