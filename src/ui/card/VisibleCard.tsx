import type { KeyboardEvent, MouseEvent } from 'react'
import type { CardId } from '../../engine'
import { useGame, useUi } from '../../store'
import { aimWhenIdle, cancelIdleAim, forwardToDrag } from '../dnd/dragBridge'
import { CARD_INSTRUCTIONS_ID } from '../dnd/instructions'
import { isDragActive } from '../dnd/dragState'
import { CombatBadge } from '../combat/CombatBadge'
import { combatClick } from '../combat/combatClick'
import { useCombatMark } from '../combat/useCombatMark'
import { focusCard } from '../focusCard'
import { DoubleFacedFrame } from '../flip/DoubleFacedFrame'
import { showsFlip } from '../flip/faceViews'
import { copyNote } from '../flip/ownName'
import { transformOnKey } from '../flip/transformAction'
import { CardFrame } from './CardFrame'
import { cardLabel } from './cardLabel'
import { freeStyle, slotClass, slotData, type CardPlacement } from './cardLayout'
import { byFinger, cancelTapSheet, sheetAfterTap } from './fingerTap'
import { frameTint } from './frameTint'
import { markHover, unmarkHover } from './hoverMark'
import {
  previewBlurred,
  previewLeft,
  previewNow,
  previewSoon,
  previewToggle,
} from './previewIntent'
import { fromKeyboard } from './fromKeyboard'
import { announce } from '../a11y/announce'
import { primaryAction } from './primaryAction'
import type { CardInfo } from './useCardInfo'
import { useWords } from '../../i18n/useWords'

/** R, alone: the card's reader (previewIntent's READER_KEY). */
function isReaderKey(e: KeyboardEvent): boolean {
  return e.code === 'KeyR' && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey
}

interface VisibleCardProps {
  id: CardId
  info: CardInfo
  placement: CardPlacement
}

/**
 * A card the viewing team may see (or a face-down permanent): draggable, Tab-focusable, Enter (or a
 * double-click in hand) to tap, cast or play it (primaryAction), context menu by right click, a long press (DndRoot), the ContextMenu key or
 * Shift+F10: nothing is drawn over the card's name.
 * The element with `data-card-id` is the part of the slot no later card covers, so a click at its
 * centre always reaches it; the frame overflows to the right, under the next card.
 * It is not a dnd-kit draggable itself: it forwards the events that may start a drag to the one
 * DragSource (dragBridge), so starting a drag re-renders no card. DndRoot sets data-dragging.
 */
export function VisibleCard({ id, info, placement }: VisibleCardProps) {
  const { view, shown, choosing, data, visible, position } = info
  const t = useWords('card')
  const label = cardLabel(shown, t)
  const combat = useCombatMark(id)
  const peekFace = view.faceDown && visible ? (data.card_faces?.[0] ?? data) : undefined

  const openMenuAt = (x: number, y: number) =>
    useUi.getState().openMenu({ kind: 'card', card: id, x, y })
  const openMenuBeside = (el: Element) => {
    const r = el.getBoundingClientRect()
    openMenuAt(r.right - 8, r.top + 8)
  }
  const runPrimary = (fromKeyboard: boolean): boolean => {
    const game = useGame.getState().game
    const action = game && primaryAction(game, view)
    if (!action) return false
    const done = useGame.getState().dispatch(action)
    // Cast or played, the card is somewhere new (the stack, the battlefield): focus follows it.
    if (done && fromKeyboard && action.type !== 'card/tap' && action.type !== 'card/untap') {
      focusCard(id)
    }
    return true
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.code === 'KeyM') forwardToDrag(id, e.currentTarget, e, 'onKeyDown')
    if (e.defaultPrevented || isDragActive()) return
    if (isReaderKey(e)) {
      e.preventDefault()
      const open = previewToggle(id, e.currentTarget)
      announce(t(open ? 'card.reader.shown' : 'card.reader.hidden', { card: label }))
    } else if (e.key === 'Escape' && useUi.getState().previewCardId === id) {
      previewBlurred(id)
    } else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      e.preventDefault()
      openMenuBeside(e.currentTarget)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      if (!combatClick(id) && !runPrimary(true)) openMenuBeside(e.currentTarget)
    } else {
      const transform = transformOnKey(e, view, useGame.getState().game)
      if (!transform) return
      e.preventDefault()
      useGame.getState().dispatch(transform)
    }
  }
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (view.zone === 'battlefield') {
      if (!combatClick(id)) runPrimary(false)
    } else if (view.zone !== 'hand') openMenuAt(e.clientX, e.clientY)
    else if (byFinger(e) && e.detail < 2) sheetAfterTap(id, e.clientX, e.clientY)
  }
  const onDoubleClick = () => {
    cancelTapSheet()
    if (view.zone === 'hand') runPrimary(false)
  }
  const onContextMenu = (e: MouseEvent<HTMLDivElement>) => {
    e.preventDefault()
    openMenuAt(e.clientX, e.clientY)
  }

  return (
    <div
      className={slotClass(placement, view.tapped ? 'is-tapped' : '')}
      {...slotData(placement)}
      style={
        placement.layout === 'free' ? freeStyle(position, placement.flipped ?? false) : undefined
      }
      onPointerEnter={(e) => markHover(e.currentTarget)}
      onPointerLeave={(e) => unmarkHover(e.currentTarget)}
    >
      <div
        role="button"
        tabIndex={0}
        aria-roledescription={t('card.role')}
        aria-describedby={CARD_INSTRUCTIONS_ID}
        className={view.tapped ? 'card-hit is-tapped' : 'card-hit'}
        data-card-id={id}
        data-face={view.isDoubleFaced && !view.faceDown ? view.faceUp : undefined}
        aria-label={label}
        data-combat={combat.kind ?? undefined}
        aria-description={
          [view.tapped ? t('card.tapped') : '', combat.text].filter(Boolean).join(', ') || undefined
        }
        onPointerDown={(e) => forwardToDrag(id, e.currentTarget, e, 'onPointerDown')}
        onTouchStart={(e) => forwardToDrag(id, e.currentTarget, e, 'onTouchStart')}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onContextMenu={onContextMenu}
        onPointerEnter={(e) => {
          // A finger reads a card with a long press (DndRoot), not by passing over it.
          if (e.pointerType !== 'touch') previewSoon(id, e.currentTarget)
          aimWhenIdle(id, e.currentTarget)
        }}
        onPointerLeave={() => {
          previewLeft(id)
          cancelIdleAim()
        }}
        onFocus={(e) => fromKeyboard(e.currentTarget) && previewNow(id, e.currentTarget)}
        onBlur={() => previewBlurred(id)}
      >
        <div className="card">
          {showsFlip(view, choosing) ? (
            <DoubleFacedFrame view={view} data={data} compact />
          ) : (
            <CardFrame
              view={view}
              tint={frameTint(view, data)}
              peekFace={peekFace}
              note={copyNote(view, data) ?? undefined}
              imageOf={data}
              compact
            />
          )}
        </div>
      </div>
      <CombatBadge mark={combat} />
    </div>
  )
}
