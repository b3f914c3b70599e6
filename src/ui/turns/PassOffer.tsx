import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { decidingTeam, mulligan, outcome, turn } from '../../engine'
import { useGame, useUi } from '../../store'
import { passDevice } from '../privacy/passDevice'

/**
 * When the game waits on the team not looking at the screen (its turn, its blocks, its owner's
 * 903.9 choice: the engine's decidingTeam), offer (never force) to hand the device over; "×"
 * keeps it here for the rest of this turn, until the game waits on someone else. A device held
 * at one side (a room's, issue 24) is never passed: no offer.
 */
export function PassOffer() {
  const { t } = useTranslation('turns')
  const number = useGame((s) => (s.game ? turn(s.game).number : 0))
  const team = useGame((s) => {
    const g = s.game
    return !g || outcome(g).over || !mulligan(g).done ? null : decidingTeam(g)
  })
  const viewing = useUi((s) => s.viewingTeam)
  const held = useUi((s) => s.heldSide !== null)
  const [keptFor, setKeptFor] = useState<string | null>(null)
  const waiting = `${number}:${team}`
  if (held || team === null || team === viewing || keptFor === waiting) return null
  return (
    <span className={`pass-offer team-${team}`}>
      <button type="button" className="primary pass-offer-button" onClick={() => passDevice(team)}>
        {t('turns.passTo', { team })}
      </button>
      <button
        type="button"
        className="icon-button small"
        aria-label={t('turns.keep.label', { team: viewing })}
        title={t('turns.keep.title')}
        onClick={() => setKeptFor(waiting)}
      >
        ×
      </button>
    </span>
  )
}
