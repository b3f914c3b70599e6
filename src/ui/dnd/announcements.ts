import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import { card } from '../../engine'
import { useGame, useUi } from '../../store'
import { cardLabel } from '../card/cardLabel'
import { teamCanSee } from '../visibility'
import { parseZoneId, ZONE_LABELS } from '../zoneIds'
import { CARD_INSTRUCTIONS } from './instructions'

/** Spoken names never reveal a card the viewing team may not see. */
function cardName(id: UniqueIdentifier): string {
  const game = useGame.getState().game
  const key = String(id)
  if (!game?.cards[key]) return 'card'
  const view = card(game, key)
  if (view.faceDown) return 'face-down card'
  return teamCanSee(game, useUi.getState().viewingTeam, key) ? cardLabel(view) : 'a card'
}

function zoneName(id: UniqueIdentifier | undefined): string {
  const ref = id === undefined ? null : parseZoneId(String(id))
  if (!ref) return 'no zone'
  const owner = useGame.getState().game?.players[ref.player]?.name ?? ref.player
  return `${owner}'s ${ZONE_LABELS[ref.zone]}`
}

export const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${cardName(active.id)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${cardName(active.id)} is over ${zoneName(over.id)}.`
      : `${cardName(active.id)} is over no zone.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${cardName(active.id)} was dropped on ${zoneName(over.id)}.`
      : `${cardName(active.id)} was put back.`,
  onDragCancel: ({ active }) => `Moving ${cardName(active.id)} was cancelled.`,
}

export const screenReaderInstructions: ScreenReaderInstructions = { draggable: CARD_INSTRUCTIONS }
