/** Cards and boards for the double-faced card UI tests (issue 7). */
import {
  applyAction,
  type Action,
  type CardData,
  type CardId,
  type GameState,
} from '../../src/engine'
import { creature, findCard, forest, gatstafShepherd, newGame, spell } from '../fixtures/game'

export const delver: CardData = {
  name: 'Delver of Secrets // Insectile Aberration',
  layout: 'transform',
  cmc: 1,
  card_faces: [
    {
      name: 'Delver of Secrets',
      mana_cost: '{U}',
      type_line: 'Creature — Human Wizard',
      oracle_text: 'At the beginning of your upkeep, look at the top card of your library.',
      power: '1',
      toughness: '1',
      colors: ['U'],
    },
    {
      name: 'Insectile Aberration',
      mana_cost: '',
      type_line: 'Creature — Human Insect',
      oracle_text: 'Flying',
      power: '3',
      toughness: '2',
      colors: ['U'],
      color_indicator: ['U'],
    },
  ],
}

export const clone = creature('Clone', 0, 0, {
  mana_cost: '{3}{U}',
  type_line: 'Creature — Shapeshifter',
  colors: ['U'],
})
export const bolt = spell('Lightning Bolt')
export const ranger = creature('Jadelight Ranger', 2, 1)

/** A game where A1 holds the given cards (seven or fewer: all of them in hand). */
export function boardWith(
  a1: CardData[],
  more: Partial<Record<string, CardData[]>> = {},
): {
  state: GameState
  id: (name: string, owner?: string) => CardId
  act: (...actions: Action[]) => void
} {
  let state = newGame({ libraries: { A1: a1, ...more } })
  return {
    get state() {
      return state
    },
    id: (name, owner = 'A1') => findCard(state, owner, name),
    act: (...actions) => {
      for (const a of actions) state = applyAction(state, a)
    },
  }
}

export const toBattlefield = (
  card: CardId,
  player = 'A1',
  entry: { asCopyOf?: CardId; faceDown?: boolean } = {},
): Action => ({ type: 'card/move', player, card, to: 'battlefield', ...entry })

export { forest, gatstafShepherd }
