import { useMemo } from 'react'
import { card, type CardId } from '../../engine'
import { useGame } from '../../store'
import { CardFrame } from '../card/CardFrame'
import { cardLabel } from '../card/cardLabel'
import { frameTint } from '../card/frameTint'

interface MulliganCardProps {
  id: CardId
  onPreview: (id: CardId) => void
  /** A card to choose for the bottom: a toggle button (Space or click). */
  choice?: { pressed: boolean; order: number | null; onToggle: () => void }
}

/** One card of an opening hand, large enough to read; the preview beside shows the rest. */
export function MulliganCard({ id, onPreview, choice }: MulliganCardProps) {
  const instance = useGame((s) => s.game?.cards[id])
  const view = useMemo(() => {
    const game = useGame.getState().game
    return instance && game ? card(game, id) : null
  }, [instance, id])
  if (!view || !instance) return null
  const frame = (
    <span className="card">
      <CardFrame view={view} tint={frameTint(view, instance.data)} />
    </span>
  )
  const preview = () => onPreview(id)
  if (!choice) {
    return (
      <li className="mulligan-card" tabIndex={0} onFocus={preview} onPointerEnter={preview}>
        {frame}
      </li>
    )
  }
  return (
    <li className={`mulligan-card${choice.pressed ? ' is-chosen' : ''}`}>
      <button
        type="button"
        className="mulligan-card-button"
        aria-pressed={choice.pressed}
        aria-label={cardLabel(view)}
        onClick={choice.onToggle}
        onFocus={preview}
        onPointerEnter={preview}
      >
        {frame}
        {choice.order !== null && (
          <span className="bottom-order" aria-hidden="true">
            {choice.order}
          </span>
        )}
      </button>
    </li>
  )
}
