import type { TFunction } from 'i18next'
import { ENGINE_MESSAGES, type CardData, type CardView, type Message } from '../../engine'
import { i18n } from '../../i18n/i18n'
import { say } from '../../i18n/say'

/**
 * The name printed on the physical face that is up: "Clone" for a Clone copying Gatstaf Howler,
 * "Terror of Kruin Pass" for a transformed Kruin Outlaw copying Elite Vanguard (712.9).
 */
export function ownName(view: Pick<CardView, 'faceUp'>, data: CardData): string {
  const faces = data.card_faces
  if (faces && faces.length >= 2) {
    return (view.faceUp === 'back' ? faces[1] : faces[0])?.name ?? data.name
  }
  return data.name
}

/**
 * What a copy copies: a card's name, or — for a copy of a face-down permanent, whose copiable
 * values have no name (708.2a, 707.2) — the engine's English words, said in the reader's language.
 */
function copySource(copyOf: string): Message | string {
  const faceDown = 'word.faceDownCreature'
  return copyOf === ENGINE_MESSAGES[faceDown] ? { key: faceDown, ns: 'engine' } : copyOf
}

/**
 * "Clone — copying Gatstaf Howler" (707), or null when the card is no copy. Said with `t` (a
 * component's, so it follows a change of language), else in the interface's current language.
 */
export function copyNote(
  view: CardView,
  data: CardData,
  t: TFunction = i18n.t.bind(i18n),
): string | null {
  if (view.copyOf === undefined) return null
  const params = { name: ownName(view, data), source: copySource(view.copyOf) }
  return say(t, { key: 'flip.copying', ns: 'flip', params })
}
