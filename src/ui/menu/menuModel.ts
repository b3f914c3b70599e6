/**
 * What each context menu offers, as data: every item maps to one engine action, a dialog or a
 * zone viewer. Whether the action is legal is the engine's business, not the menu's.
 */
import {
  commanderCost,
  teamOf,
  typeLineHas,
  zone,
  type Action,
  type ActionOf,
  type CardId,
  type CardView,
  type GameState,
  type PlayerId,
  type TeamId,
  type ZoneName,
} from '../../engine'
import type { Message, MessageParam } from '../../engine'
import type { DialogTarget, ZoneViewerTarget } from '../../store'
import { actorOf } from '../actor'
import { exploreItem } from '../flip/exploreItem'
import { faceChoice } from '../flip/faceChoice'
import { transformAction } from '../flip/transformAction'
import { handCardItems, handItems, libraryItems } from '../library/libraryMenu'
import { castItems, mayEnterBattlefield, stackItems } from '../stack/castMenu'

export type MenuCommand =
  | { kind: 'dispatch'; action: Action; focus?: CardId }
  | { kind: 'dialog'; dialog: DialogTarget }
  | { kind: 'viewer'; target: ZoneViewerTarget }
  /** Reveal to the other team: the action, then the device goes to them behind the curtain. */
  | { kind: 'dispatchAndPass'; action: Action; to: TeamId }

export interface MenuItem {
  /** Said by the menu in the interface's language: a catalog message (namespace "menu" unless
   * it names another), or plain text. */
  label: Message | string
  command: MenuCommand
  /** Draw a separator above this item. */
  groupStart?: boolean
  disabled?: boolean
}

export interface MenuModel {
  title: Message | string
  items: MenuItem[]
}

/** A label from the "menu" catalog. */
const say = (key: string, params?: Readonly<Record<string, MessageParam>>): Message =>
  params === undefined ? { key, ns: 'menu' } : { key, ns: 'menu', params }

const act = (key: string, action: Action, extra: Partial<MenuItem> = {}): MenuItem => ({
  label: say(key),
  command: { kind: 'dispatch', action },
  ...extra,
})

/** `label`: the card's accessible name, already said in the interface's language. */
export function cardMenu(s: GameState, view: CardView, label: string): MenuModel {
  const player = actorOf(view)
  const card = view.id
  const move = (to: ZoneName, index?: number): ActionOf<'card/move'> =>
    index === undefined
      ? { type: 'card/move', player, card, to }
      : { type: 'card/move', player, card, to, index }
  const items: MenuItem[] = []

  if (view.zone === 'battlefield') {
    items.push(
      act(view.tapped ? 'menu.untap' : 'menu.tap', {
        type: view.tapped ? 'card/untap' : 'card/tap',
        player,
        card,
      }),
    )
    const transform = transformAction(view)
    if (transform) items.push(act('menu.transform', transform))
    items.push(
      view.faceDown
        ? act('menu.faceUp', { type: 'card/turnFaceUp', player, card })
        : act('menu.faceDown', { type: 'card/turnFaceDown', player, card }),
    )
    items.push(
      act('menu.addPlus', { type: 'card/counters', player, card, counter: '+1/+1', delta: 1 }),
    )
    if ((view.counters['+1/+1'] ?? 0) > 0) {
      items.push(
        act('menu.removePlus', {
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
    if (['Aura', 'Equipment', 'Fortification'].some((kind) => typeLineHas(view.typeLine, kind))) {
      items.push({
        label: say('menu.attachTo'),
        command: { kind: 'dialog', dialog: { kind: 'attach', card } },
      })
    }
    if (view.attachedTo !== null)
      items.push(act('menu.unattach', { type: 'card/attach', player, card, to: null }))
  } else if (view.zone === 'hand') {
    // Cast onto the stack, or played when a land (305.9); a modal DFC with either face (712.12).
    items.push(...castItems(s, view))
    items.push(...turnOverItem(s, view))
    const other = otherTeamOf(s, view.owner)
    items.push(...handCardItems(s, view, other), ...handItems(s, view.owner, other))
    // 305.4: an effect putting it there is not playing it, so no land drop is used.
    if (mayEnterBattlefield(view))
      items.push(act('menu.putOntoBattlefield', { ...move('battlefield'), put: true }))
  } else if (view.zone === 'stack') {
    items.push(...stackItems(s, view), ...turnOverItem(s, view))
  } else {
    items.push(...turnOverItem(s, view))
    if (view.isCommander && view.zone === 'command') {
      const total = commanderCost(s, card)
      items.push({
        label: say('menu.cast', { total }),
        command: { kind: 'dispatch', action: { type: 'commander/cast', player, card } },
      })
    } else items.push(...castItems(s, view))
    if (mayEnterBattlefield(view)) items.push(act('menu.toBattlefield', move('battlefield')))
    if (view.zone === 'exile' || view.zone === 'command') items.push(counterDialog(card))
  }

  const destinations: [ZoneName, string][] = [
    ['hand', 'menu.toHand'],
    ['graveyard', 'menu.toGraveyard'],
    ['exile', 'menu.toExile'],
  ]
  let first = true
  for (const [to, text] of destinations) {
    if (to === view.zone) continue
    items.push(act(text, move(to), { groupStart: first }))
    first = false
  }
  const libraryLength = zone(s, view.owner, 'library').length
  items.push(act('menu.toLibraryTop', move('library', 0)))
  items.push(act('menu.toLibraryBottom', move('library', libraryLength)))
  if (view.isCommander && view.zone !== 'command')
    items.push(act('menu.toCommand', move('command')))
  return { title: say('menu.title.card', { card: label }), items }
}

/** A modal DFC turned to its other face where its player chooses it (712.12), if it is one. */
function turnOverItem(s: GameState, view: CardView): MenuItem[] {
  const choice = faceChoice(s, view)
  if (!choice) return []
  return [
    {
      label: say('menu.turnOver', { face: choice.face }),
      command: { kind: 'dispatch', action: choice.action, focus: view.id },
    },
  ]
}

function counterDialog(card: CardId): MenuItem {
  return {
    label: say('menu.addCounter'),
    command: { kind: 'dialog', dialog: { kind: 'counter', card } },
  }
}

/** `seated`: the zone's owner is on the team at the device (only they may look at its library). */
export function zoneMenu(
  s: GameState,
  player: PlayerId,
  which: ZoneName,
  ownerName: string,
  seated = false,
): MenuModel {
  const cards = zone(s, player, which)
  const top = cards[0]
  switch (which) {
    case 'library': {
      const items: MenuItem[] = [
        act('menu.draw', { type: 'library/draw', player, count: 1 }, { disabled: !top }),
        act('menu.shuffle', { type: 'library/shuffle', player }),
      ]
      if (top) {
        items.push(
          act(
            'menu.mill',
            { type: 'card/move', player, card: top, to: 'graveyard' },
            { groupStart: true },
          ),
          act('menu.exileTop', { type: 'card/move', player, card: top, to: 'exile' }),
          act('menu.topToBattlefield', {
            type: 'card/move',
            player,
            card: top,
            to: 'battlefield',
          }),
        )
      }
      items.push(...libraryItems(s, player, seated))
      items.push(findCardItem(player, 'library'))
      return { title: zoneTitle(which, ownerName), items }
    }
    case 'graveyard':
    case 'exile':
      return {
        title: zoneTitle(which, ownerName),
        items: [
          {
            label: say(`menu.view.${which}`, { count: cards.length }),
            command: { kind: 'viewer', target: { player, zone: which } },
          },
        ],
      }
    case 'battlefield':
      return {
        title: zoneTitle(which, ownerName),
        items: [
          {
            label: say('menu.createToken'),
            command: { kind: 'dialog', dialog: { kind: 'token', player } },
          },
          findCardItem(player, 'battlefield'),
        ],
      }
    default:
      return { title: zoneTitle(which, ownerName), items: [] }
  }
}

function otherTeamOf(s: GameState, player: PlayerId): TeamId {
  return teamOf(s, player) === 'A' ? 'B' : 'A'
}

/** A zone menu is titled like the zone itself ("Ann's library"), from the zones catalog. */
function zoneTitle(which: ZoneName, ownerName: string): Message {
  return { key: `zones.of.${which}`, ns: 'zones', params: { name: ownerName } }
}

/** "Find a card…": any card from outside the game into this zone (the card search, issue 8). */
function findCardItem(player: PlayerId, into: 'library' | 'battlefield'): MenuItem {
  return {
    label: say('menu.findCard'),
    command: { kind: 'dialog', dialog: { kind: 'findCard', player, zone: into } },
    groupStart: into === 'library',
  }
}
