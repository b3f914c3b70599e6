import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardId, PlayerId } from '../../engine'
import { forwardToDrag } from '../dnd/dragBridge'
import { isDragActive } from '../dnd/dragState'
import { openZoneMenuAt } from './openZoneMenu'

interface LibraryTopProps {
  top: CardId
  player: PlayerId
  count: number
  owner: string
}

/**
 * The library's face-down pile. Dragging it moves the top card (draw it, mill it, put it onto
 * the battlefield); clicking it opens the library menu. It names no card.
 */
export function LibraryTop({ top, player, count, owner }: LibraryTopProps) {
  const { t } = useTranslation('zones')
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.code === 'KeyM') forwardToDrag(top, e.currentTarget, e, 'onKeyDown')
    if (e.defaultPrevented || isDragActive()) return
    if (
      e.key === 'Enter' ||
      e.key === ' ' ||
      e.key === 'ContextMenu' ||
      (e.shiftKey && e.key === 'F10')
    ) {
      e.preventDefault()
      openZoneMenuAt(e.currentTarget, player, 'library')
    }
  }
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription={t('zones.library.role')}
      className="card card-back library-top"
      aria-label={t('zones.library.label', { name: owner, count })}
      onPointerDown={(e) => forwardToDrag(top, e.currentTarget, e, 'onPointerDown')}
      onTouchStart={(e) => forwardToDrag(top, e.currentTarget, e, 'onTouchStart')}
      onKeyDown={onKeyDown}
      onClick={(e) => openZoneMenuAt(e.currentTarget, player, 'library')}
      onContextMenu={(e) => {
        e.preventDefault()
        openZoneMenuAt(e.currentTarget, player, 'library')
      }}
    >
      <span className="pile-count">{count}</span>
    </div>
  )
}
