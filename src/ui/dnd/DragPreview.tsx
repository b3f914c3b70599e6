import type { CSSProperties } from 'react'
import type { CardId } from '../../engine'
import { CardFrame } from '../card/CardFrame'
import { frameTint } from '../card/frameTint'
import { useCardInfo } from '../card/useCardInfo'

/** Where the card's frame sat inside the dragged element, so the copy lines up with it. */
export interface FrameBox {
  left: number
  top: number
  width: number
  height: number
}

/** The card under the pointer while dragging: a copy of its frame, or a back if hidden. */
export function DragPreview({ id, box }: { id: CardId; box: FrameBox }) {
  const info = useCardInfo(id)
  if (!info) return null
  const shown = info.visible || info.view.faceDown
  return (
    // A picture of the card being carried: the card itself keeps its name for screen readers
    // (dnd-kit announces the drag), so the copy is hidden from them and drawn as on the table.
    <div
      aria-hidden="true"
      className={`card drag-card${info.view.tapped ? ' is-tapped' : ''}${shown ? '' : ' card-back'}`}
      style={
        { ...box, '--card-w': `${box.width}px`, '--card-h': `${box.height}px` } as CSSProperties
      }
    >
      {shown && (
        <CardFrame
          view={info.view}
          tint={frameTint(info.view, info.data)}
          imageOf={info.data}
          compact
        />
      )}
    </div>
  )
}
