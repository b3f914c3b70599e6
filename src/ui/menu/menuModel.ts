/**
 * What each context menu offers, as data: every item maps to one engine action, a dialog or a
 * zone viewer. Whether the action is legal is the engine's business, not the menu's.
 */
import {
  commanderCost,
  zone,
  type Action,
  type CardId,
  type CardView,
  type GameState,
  type PlayerId,
  type ZoneName,
} from '../../engine'
import type { DialogTarget, ZoneViewerTarget } from '../../store'
import { actorOf } from '../actor'
import { exploreItem } from '../flip/exploreItem'
import { transformAction } from '../flip/transformAction'

// TODO(#11): menu labels through src/i18n.
export type MenuCommand =
  | { kind: 'dispatch'; action: Action; focus?: CardId }
  | { kind: 'dialog'; dialog: DialogTarget }
  | { kind: 'viewer'; target: ZoneViewerTarget }

export interface MenuItem {
  label: string
  command: MenuCommand
  /** Draw a separator above this item. */
  groupStart?: boolean
  disabled?: boolean
}

export interface MenuModel {
  title: string
  items: MenuItem[]
}

const act = (label: string, action: Action, extra: Partial<MenuItem> = {}): MenuItem => ({
  label,
  command: { kind: 'dispatch', action },
  ...extra,
})

export function cardMenu(s: GameState, view: CardView, label: string): MenuModel {
  const player = actorOf(view)
  const card = view.id
  const move = (to: ZoneName, index?: number): Action =>
    index === undefined
      ? { type: 'card/move', player, card, to }
      : { type: 'card/move', player, card, to, index }
  const items: MenuItem[] = []

  if (view.zone === 'battlefield') {
    items.push(
      act(view.tapped ? 'Untap' : 'Tap', {
        type: view.tapped ? 'card/untap' : 'card/tap',
        player,
        card,
      }),
    )
    const transform = transformAction(view)
    if (transform) items.push(act('Transform', transform))
    items.push(
      view.faceDown
        ? act('Turn face up', { type: 'card/turnFaceUp', player, card })
        : act('Turn face down', { type: 'card/turnFaceDown', player, card }),
    )
    items.push(
      act('Add +1/+1 counter', { type: 'card/counters', player, card, counter: '+1/+1', delta: 1 }),
    )
    if ((view.counters['+1/+1'] ?? 0) > 0) {
      items.push(
        act('Remove +1/+1 counter', {
          type: 'card/counters',
          player,
          card,
          counter: '+1/+1',
          delta: -1,
        }),
      )
    }
    items.push(counterDialog(card))
    const explore = exploreItem(s, view)
    if (explore) items.push(explore)
    if (/Aura|Equipment|Fortification/.test(view.typeLine)) {
      items.push({
        label: 'Attach to…',
        command: { kind: 'dialog', dialog: { kind: 'attach', card } },
      })
    }
    if (view.attachedTo !== null)
      items.push(act('Unattach', { type: 'card/attach', player, card, to: null }))
  } else if (view.zone === 'hand') {
    items.push(act('Play to battlefield', move('battlefield')))
  } else {
    if (view.isCommander && view.zone === 'command') {
      const total = commanderCost(s, card)
      items.push(act(`Cast (total cost ${total})`, { type: 'commander/cast', player, card }))
    }
    items.push(act('To battlefield', move('battlefield')))
    if (view.zone === 'exile' || view.zone === 'command') items.push(counterDialog(card))
  }

  const destinations: [ZoneName, string][] = [
    ['hand', 'To hand'],
    ['graveyard', 'To graveyard'],
    ['exile', 'To exile'],
  ]
  let first = true
  for (const [to, text] of destinations) {
    if (to === view.zone) continue
    items.push(act(text, move(to), { groupStart: first }))
    first = false
  }
  const libraryLength = zone(s, view.owner, 'library').length
  items.push(act('To top of library', move('library', 0)))
  items.push(act('To bottom of library', move('library', libraryLength)))
  if (view.isCommander && view.zone !== 'command')
    items.push(act('To command zone', move('command')))
  return { title: `Actions for ${label}`, items }
}

function counterDialog(card: CardId): MenuItem {
  return { label: 'Add counter…', command: { kind: 'dialog', dialog: { kind: 'counter', card } } }
}

export function zoneMenu(
  s: GameState,
  player: PlayerId,
  which: ZoneName,
  ownerName: string,
): MenuModel {
  const cards = zone(s, player, which)
  const top = cards[0]
  switch (which) {
    case 'library': {
      const items: MenuItem[] = [
        act('Draw a card', { type: 'library/draw', player, count: 1 }, { disabled: !top }),
        act('Shuffle', { type: 'library/shuffle', player }),
      ]
      if (top) {
        items.push(
          act(
            'Mill top card',
            { type: 'card/move', player, card: top, to: 'graveyard' },
            { groupStart: true },
          ),
          act('Exile top card', { type: 'card/move', player, card: top, to: 'exile' }),
          act('Top card onto battlefield', {
            type: 'card/move',
            player,
            card: top,
            to: 'battlefield',
          }),
        )
      }
      items.push(findCardItem(player, 'library'))
      return { title: `${ownerName}'s library`, items }
    }
    case 'graveyard':
    case 'exile':
      return {
        title: `${ownerName}'s ${which}`,
        items: [
          {
            label: `View ${which} (${cards.length})`,
            command: { kind: 'viewer', target: { player, zone: which } },
          },
        ],
      }
    case 'battlefield':
      return {
        title: `${ownerName}'s battlefield`,
        items: [
          {
            label: 'Create token…',
            command: { kind: 'dialog', dialog: { kind: 'token', player } },
          },
          findCardItem(player, 'battlefield'),
        ],
      }
    default:
      return { title: `${ownerName}'s ${which}`, items: [] }
  }
}

/** "Find a card…": any card from outside the game into this zone (the card search, issue 8). */
function findCardItem(player: PlayerId, into: 'library' | 'battlefield'): MenuItem {
  return {
    label: 'Find a card…',
    command: { kind: 'dialog', dialog: { kind: 'findCard', player, zone: into } },
    groupStart: into === 'library',
  }
}
