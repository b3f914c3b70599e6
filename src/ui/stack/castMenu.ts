/**
 * The menu entries that cast a card, play it, or settle a spell on the stack. Each is one engine
 * action; which card is a land (305.9), a permanent (608.3) or no permanent at all (400.4a) the
 * engine says, so the menu offers only what can be asked.
 */
import {
  isInstantOrSorcery,
  isPlayedAsLand,
  modalBackFace,
  resolvesOntoBattlefield,
  type Action,
  type CardView,
  type GameState,
  type Message,
  type MessageParam,
} from '../../engine'
import { actorOf } from '../actor'
import type { MenuItem } from '../menu/menuModel'
import { counterAction, resolveAction } from './stackModel'

const say = (key: string, params?: Readonly<Record<string, MessageParam>>): Message =>
  params === undefined ? { key, ns: 'menu' } : { key, ns: 'menu', params }

const item = (key: string, action: Action, params?: Record<string, MessageParam>): MenuItem => ({
  label: say(key, params),
  command: { kind: 'dispatch', action },
})

/**
 * A card's "Cast" — or "Play land" for a land in hand — and the same for a modal DFC's back face
 * (712.12). Outside a hand a land is not played (305.1), so it gets nothing here.
 */
export function castItems(s: GameState, view: CardView): MenuItem[] {
  const player = actorOf(view)
  const card = view.id
  const fromHand = view.zone === 'hand'
  const items: MenuItem[] = []
  if (!isPlayedAsLand(s, card))
    items.push(item('menu.castSpell', { type: 'card/cast', player, card }))
  else if (fromHand) {
    items.push(item('menu.playLand', { type: 'card/move', player, card, to: 'battlefield' }))
  }
  const back = modalBackFace(s, card)
  if (back !== null) {
    if (!isPlayedAsLand(s, card, 'back')) {
      items.push(
        item(
          'menu.castBackFace',
          { type: 'card/cast', player, card, face: 'back' },
          { face: back },
        ),
      )
    } else if (fromHand) {
      const play: Action = { type: 'card/move', player, card, to: 'battlefield', face: 'back' }
      items.push(item('menu.playBackFace', play, { face: back }))
    }
  }
  return items
}

/** Whether the card could be a permanent: "onto the battlefield" is offered only then (400.4a). */
export function mayEnterBattlefield(view: CardView): boolean {
  return view.faceDown || !isInstantOrSorcery(view.typeLine)
}

/** A spell on the stack: resolve (into exile or a hand when an effect says so), or counter. */
export function stackItems(s: GameState, view: CardView): MenuItem[] {
  const items = [item('menu.resolve', resolveAction(view))]
  if (!resolvesOntoBattlefield(s, view.id)) {
    items.push(
      item('menu.resolveToExile', resolveAction(view, 'exile')),
      item('menu.resolveToHand', resolveAction(view, 'hand')),
    )
  }
  items.push(item('menu.counter', counterAction(view)))
  return items
}
