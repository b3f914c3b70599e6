import { useState } from 'react'
import { teammate, type CardId, type PlayerId } from '../../engine'
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

const cardsWord = (n: number) => `${n} card${n === 1 ? '' : 's'}`

/**
 * Choosing the cards a mulligan puts on the bottom (103.5): exactly `count`, picked by the
 * player alone, though the teammate may advise (805.3a, 810.5). They go under the library in
 * the order picked, the last at the very bottom.
 */
export function MulliganBottom({ player, count, onBottom, onPreview }: MulliganBottomProps) {
  const name = usePlayerName(player)
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const mate = useGame((s) => (s.game ? teammate(s.game, player) : player))
  const mateNote = useGame((s) => (s.game ? seatStatus(s.game, mate).toLowerCase() : ''))
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
        {name}: put {cardsWord(count)} on the bottom
      </h2>
      <p className="muted">
        Choose with a click or Space. They go under your library in the order you choose; the last
        one ends up at the very bottom.
      </p>
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
          Put {count} on the bottom
        </button>
        <p className="muted" role="status">
          {full
            ? `You have chosen ${count}. Unselect one to choose another.`
            : `${chosen.length} of ${count} chosen.`}
        </p>
      </div>
      <MulliganHand owner={mate} viewer={player} onPreview={onPreview} note={mateNote} />
    </div>
  )
}
