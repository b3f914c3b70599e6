import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import type { TFunction } from 'i18next'
import { card } from '../../engine'
import { useGame, useUi } from '../../store'
import { cardLabel } from '../card/cardLabel'
import { teamCanSee } from '../visibility'
import { parseZoneId } from '../zoneIds'
import { landedOver } from './glide'

/** Spoken names never reveal a card the viewing team may not see. */
function cardName(t: TFunction, id: UniqueIdentifier): string {
  const game = useGame.getState().game
  const key = String(id)
  if (!game?.cards[key]) return t('dnd.card.unknown')
  const view = card(game, key)
  if (view.faceDown) return t('dnd.card.faceDown')
  return teamCanSee(game, useUi.getState().viewingTeam, key)
    ? cardLabel(view, t)
    : t('dnd.card.hidden')
}

function zoneName(t: TFunction, id: UniqueIdentifier | undefined): string {
  const ref = id === undefined ? null : parseZoneId(String(id))
  if (!ref) return t('dnd.zone.none')
  const name = useGame.getState().game?.players[ref.player]?.name ?? ref.player
  return t(`dnd.zone.${ref.zone}`, { name })
}

/** What a screen reader hears during a drag, in the interface's language (`t` of "dnd"). */
export function dragAnnouncements(t: TFunction): Announcements {
  const name = (id: UniqueIdentifier) => cardName(t, id)
  return {
    onDragStart: ({ active }) => t('dnd.start', { card: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { card: name(active.id), zone: zoneName(t, over.id) })
        : t('dnd.overNothing', { card: name(active.id) }),
    onDragEnd: ({ active, over }) => {
      // A pointer drag glides past dnd-kit: the zone it was let go over is the glide's.
      const zone = landedOver(active.id, over?.id)
      return zone !== undefined
        ? t('dnd.drop', { card: name(active.id), zone: zoneName(t, zone) })
        : t('dnd.putBack', { card: name(active.id) })
    },
    onDragCancel: ({ active }) => t('dnd.cancel', { card: name(active.id) }),
  }
}

export function dragInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('dnd.instructions') }
}
