/**
 * The menu entries of issue 26: searching and looking at one's own library, milling, revealing
 * (the top card, a card or a hand), and playing an additional land. Each is an engine action or
 * a dialog; whether it is legal stays the engine's business.
 */
import {
  isLandType,
  isRevealed,
  landsPlayedThisTurn,
  playsWithTopRevealed,
  zone,
  type CardView,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../../engine'
import type { Message } from '../../engine/core'
import type { LibraryTopMode } from '../../store'
import type { MenuItem } from '../menu/menuModel'

/** A label from the "library" catalog. */
const say = (key: string, params?: Record<string, string | number>): Message =>
  params === undefined ? { key, ns: 'library' } : { key, ns: 'library', params }

const topDialog = (player: PlayerId, mode: LibraryTopMode, key: string): MenuItem => ({
  label: say(key),
  command: { kind: 'dialog', dialog: { kind: 'libraryTop', player, mode } },
})

/**
 * A library's own entries. `seated`: the library's owner is on the team at the device, so its
 * cards may be looked at here (401.2: only an effect lets a player look; the other team never).
 */
export function libraryItems(s: GameState, player: PlayerId, seated: boolean): MenuItem[] {
  const library = zone(s, player, 'library')
  const top = library[0]
  const items: MenuItem[] = []
  if (seated) {
    items.push(
      {
        label: say('library.menu.search'),
        command: { kind: 'dialog', dialog: { kind: 'librarySearch', player } },
        groupStart: true,
      },
      topDialog(player, 'scry', 'library.menu.scry'),
      topDialog(player, 'surveil', 'library.menu.surveil'),
      topDialog(player, 'look', 'library.menu.look'),
    )
  }
  items.push({ ...topDialog(player, 'mill', 'library.menu.mill'), groupStart: !seated })
  if (seated && top !== undefined) {
    items.push({
      label: say('library.menu.revealTop'),
      command: {
        kind: 'dispatch',
        action: { type: 'card/reveal', player, card: top, revealed: true },
      },
    })
  }
  if (seated) {
    const on = playsWithTopRevealed(s, player)
    items.push({
      label: say(on ? 'library.menu.topHidden' : 'library.menu.topRevealed'),
      command: { kind: 'dispatch', action: { type: 'library/topRevealed', player, on: !on } },
    })
  }
  return items
}

/** A hand's own entries: reveal it to the other team (who confirm at the curtain), or hide it. */
export function handItems(s: GameState, player: PlayerId, otherTeam: TeamId): MenuItem[] {
  const hand = zone(s, player, 'hand')
  if (hand.length === 0) return []
  const shown = hand.every((id) => isRevealed(s, id))
  return [
    shown
      ? {
          label: say('library.menu.hideHand'),
          command: { kind: 'dispatch', action: { type: 'hand/reveal', player, revealed: false } },
        }
      : {
          label: say('library.menu.revealHand', { team: otherTeam }),
          command: {
            kind: 'dispatchAndPass',
            action: { type: 'hand/reveal', player, revealed: true },
            to: otherTeam,
          },
        },
  ]
}

/**
 * A card in hand: reveal it to the other team, and, once its owner has played a land this turn,
 * play it as an additional land (305.2: Explore, Growth Spiral, Azusa say so). Putting it onto
 * the battlefield without playing it (305.4) is the card menu's own "Put onto the battlefield".
 */
export function handCardItems(s: GameState, view: CardView, otherTeam: TeamId): MenuItem[] {
  const items: MenuItem[] = []
  const player = view.owner
  const land = isLandType(view.typeLine)
  if (land && landsPlayedThisTurn(s, player) >= 1) {
    items.push({
      label: say('library.menu.extraLand'),
      command: {
        kind: 'dispatch',
        action: {
          type: 'card/move',
          player,
          card: view.id,
          to: 'battlefield',
          extraLand: true,
        },
        focus: view.id,
      },
    })
  }
  items.push(
    isRevealed(s, view.id)
      ? {
          label: say('library.menu.hideCard'),
          command: {
            kind: 'dispatch',
            action: { type: 'card/reveal', player, card: view.id, revealed: false },
          },
        }
      : {
          label: say('library.menu.revealCard', { team: otherTeam }),
          command: {
            kind: 'dispatchAndPass',
            action: { type: 'card/reveal', player, card: view.id, revealed: true },
            to: otherTeam,
          },
        },
  )
  return items
}
