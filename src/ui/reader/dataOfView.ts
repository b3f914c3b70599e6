import type { CardData, CardView } from '../../engine'

/**
 * A card's printed data as far as its view tells it: for a card a room sent as a view only (a
 * library searched on another device), so the reader and the frame can still show it whole.
 */
export function dataOfView(view: CardView): CardData {
  const data: CardData = {
    name: view.name,
    mana_cost: view.manaCost,
    type_line: view.typeLine,
    oracle_text: view.oracleText,
    colors: view.colors,
  }
  if (view.power !== undefined) data.power = String(view.power)
  if (view.toughness !== undefined) data.toughness = String(view.toughness)
  if (view.loyalty !== undefined) data.loyalty = String(view.loyalty)
  return data
}
