import { isLandType, type CardData, type CardView } from '../../engine'

/** The frame colour of a text-frame card: its colours, a land's identity, gold for several. */
export function frameTint(view: CardView, data: CardData): string {
  if (view.faceDown) return 'facedown'
  const land = isLandType(view.typeLine)
  const colors = land ? (data.color_identity ?? view.colors) : view.colors
  const base = colors.length > 1 ? 'multi' : (colors[0] ?? 'colorless')
  return land ? `land tint-${base}` : `tint-${base}`
}
