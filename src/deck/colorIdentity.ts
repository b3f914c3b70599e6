/**
 * Colour identity (CR 903.4): the colours of every mana symbol in the mana cost and rules text,
 * plus colours from characteristic-defining abilities and colour indicators — of every face
 * (903.4d: a double-faced card's back face counts). Reminder text doesn't count (903.4).
 */
import type { CardData, Color } from '../engine'
import { allFaces, withoutReminderText } from './cardFacts'
import { colourList, english } from './messages'

export const WUBRG: readonly Color[] = ['W', 'U', 'B', 'R', 'G']

const MANA_SYMBOL = /\{([^}]+)\}/g
// One half of a symbol that names a colour: 'W', hybrid halves 'W' of {W/U}, {2/W}, {G/P},
// and the half-mana {HW}. Anything else ({T}, {C}, {X}, {PW}) has no colour.
const COLOURED_PART = /^H?([WUBRG])$/

export function colorIdentity(card: CardData): Color[] {
  const found = new Set<Color>()
  for (const face of allFaces(card)) {
    const text = `${face.mana_cost ?? ''} ${withoutReminderText(face.oracle_text ?? '')}`
    for (const colour of symbolColours(text)) found.add(colour)
    for (const colour of face.color_indicator ?? []) found.add(colour)
    // `colors` covers colour from cost, indicator and characteristic-defining abilities (604.3).
    for (const colour of face.colors ?? []) found.add(colour)
    if (isAllColours(face.name, face.oracle_text ?? '')) WUBRG.forEach((c) => found.add(c))
  }
  // Scryfall's own identity also counts basic land types (903.5d); never report less than it.
  for (const colour of card.color_identity ?? []) found.add(colour)
  return WUBRG.filter((colour) => found.has(colour))
}

function symbolColours(text: string): Color[] {
  const colours: Color[] = []
  for (const [, symbol = ''] of text.matchAll(MANA_SYMBOL)) {
    for (const part of symbol.toUpperCase().split('/')) {
      const colour = COLOURED_PART.exec(part)?.[1]
      if (isColor(colour)) colours.push(colour)
    }
  }
  return colours
}

/** The characteristic-defining ability '<name> is all colors.' (Transguild Courier; 604.3). */
function isAllColours(name: string, oracleText: string): boolean {
  return name !== '' && oracleText.includes(`${name} is all colors.`)
}

function isColor(value: string | undefined): value is Color {
  return value !== undefined && (WUBRG as readonly string[]).includes(value)
}

/** ['B', 'R'] → 'black and red'; [] → 'colourless' (the catalog's words: messages.ts). */
export function describeColours(colours: readonly Color[]): string {
  return english(colourList(colours, 'identity'))
}
