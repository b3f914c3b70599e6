import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { mulliganFor, teammate, type CardId, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { MulliganHand } from './MulliganHand'
import { useFocusOnMount } from './useFocusOnMount'
import { seatStatus } from './seatStatus'

interface MulliganDecisionProps {
  player: PlayerId
  onDecide: (choice: 'keep' | 'mulligan') => void
  onPreview: (id: CardId) => void
}

/**
 * Keep or mulligan first (103.5): the cards to put on the bottom are chosen only after keeping,
 * and the buttons say how many: the first mulligan is free (103.5c), then one more each time. The teammate's hand is there to consult
 * (805.3a); it is whatever they hold now, since no mulligan happens before all have declared.
 */
export function MulliganDecision({ player, onDecide, onPreview }: MulliganDecisionProps) {
  const { t, i18n } = useTranslation('mulligan')
  const say = useSay()
  const name = usePlayerName(player)
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const mate = useGame((s) => (s.game ? teammate(s.game, player) : player))
  const cost = useGame(useShallow((s) => (s.game ? mulliganFor(s.game, player) : null)))
  const mateNote = useGame((s) =>
    s.game ? say(seatStatus(s.game, mate)).toLocaleLowerCase(i18n.language) : '',
  )
  const costId = useId()
  if (!cost) return null
  const free = cost.nextBottom === 0
  return (
    <div className="mulligan-stage-body">
      <h2 ref={heading} tabIndex={-1}>
        {t('mulligan.decide.heading', { name })}
      </h2>
      <MulliganHand owner={player} viewer={player} onPreview={onPreview} />
      <div className="mulligan-choice">
        <button type="button" className="primary big" onClick={() => onDecide('keep')}>
          {cost.keepBottom > 0
            ? t('mulligan.decide.keepBottom', { number: cost.keepBottom })
            : t('mulligan.decide.keep')}
        </button>
        <button
          type="button"
          className="big"
          disabled={!cost.mayMulligan}
          aria-describedby={costId}
          onClick={() => onDecide('mulligan')}
        >
          {t(free ? 'mulligan.decide.mulliganFree' : 'mulligan.decide.mulligan', {
            number: cost.nextBottom,
          })}
        </button>
        <p id={costId} className="muted">
          {!cost.mayMulligan
            ? t('mulligan.decide.noMore')
            : free
              ? t('mulligan.decide.free', { size: cost.nextHandSize })
              : t('mulligan.decide.cost', { number: cost.nextBottom, size: cost.nextHandSize })}
        </p>
      </div>
      <MulliganHand owner={mate} viewer={player} onPreview={onPreview} note={mateNote} />
    </div>
  )
}
