import { useMemo } from 'react'
import type { CardData, CardView } from '../../engine'
import { useGame } from '../../store'
import { faceViews } from './faceViews'
import { FlipCard } from './FlipCard'

/**
 * The table's double-faced permanent: both faces from the game in the store. It shows a new face
 * at once; the turn is seen on the larger copy TransformOverlay turns above it. The view changes
 * exactly when the card's instance does, so this re-renders with its own card and no other.
 */
export function DoubleFacedFrame({
  view,
  data,
  compact,
}: {
  view: CardView
  data: CardData
  compact?: boolean
}) {
  const faces = useMemo(() => {
    const game = useGame.getState().game
    return game?.cards[view.id] ? faceViews(game, view.id) : { front: view, back: view }
  }, [view])
  return (
    <FlipCard faces={faces} up={view.faceUp} data={data} compact={compact ?? false} turns={false} />
  )
}
