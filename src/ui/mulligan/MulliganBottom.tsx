import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { teammate, type CardId, type PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { MulliganHand } from './MulliganHand'
import { useFocusOnMount } from './useFocusOnMount'
import { seatStatus } from './seatStatus'

interface MulliganBottomProps {
  player: PlayerId
  count: number
  onBottom: (cards: CardId[]) => void
  onPreview: (id: CardId) => void
}

/**
 * Choosing the cards a mulligan puts on the bottom (103.5): exactly `count`, picked by the
 * player alone, though the teammate may advise (805.3a, 810.5). They go under the library in
 * the order picked, the last at the very bottom.
 */
export function MulliganBottom({ player, count, onBottom, onPreview }: MulliganBottomProps) {
  const { t, i18n } = useTranslation('mulligan')
  const say = useSay()
  const name = usePlayerName(player)
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const mate = useGame((s) => (s.game ? teammate(s.game, player) : player))
  const mateNote = useGame((s) =>
    s.game ? say(seatStatus(s.game, mate)).toLocaleLowerCase(i18n.language) : '',
  )
  const [chosen, setChosen] = useState<CardId[]>([])
  const [full, setFull] = useState(false)

  const toggle = (id: CardId) => {
    setFull(false)
    if (chosen.includes(id)) setChosen(chosen.filter((c) => c !== id))
    else if (count === 1) setChosen([id])
    else if (chosen.length < count) setChosen([...chosen, id])
    else setFull(true)
  }
  const ready = chosen.length === count

  return (
    <div className="mulligan-stage-body">
      <h2 ref={heading} tabIndex={-1}>
        {t('mulligan.bottom.heading', { name, count })}
      </h2>
      <p className="muted">{t('mulligan.bottom.help')}</p>
      <MulliganHand
        owner={player}
        viewer={player}
        onPreview={onPreview}
        choice={{ chosen, toggle }}
      />
      <div className="mulligan-choice">
        <button
          type="button"
          className="primary big"
          disabled={!ready}
          onClick={() => onBottom(chosen)}
        >
          {t('mulligan.bottom.put', { number: count })}
        </button>
        <p className="muted" role="status">
          {full
            ? t('mulligan.bottom.full', { number: count })
            : t('mulligan.bottom.chosen', { chosen: chosen.length, number: count })}
        </p>
      </div>
      <MulliganHand owner={mate} viewer={player} onPreview={onPreview} note={mateNote} />
    </div>
  )
}
