/**
 * Counting mana the way a player does (106, 305.6, 605.1a): which permanents make mana, read
 * from their type lines (a basic land type taps for its colour) and from "{T}: Add …" in their
 * rules text, colours included; a creature with summoning sickness makes none (302.6). The
 * engine keeps no mana pool: players pay by tapping, and so does the bot.
 */
import {
  battlefield,
  card,
  commanders,
  isLandType,
  manaSymbols,
  subtypes,
  summoningSick,
  withoutReminderText,
  type CardId,
  type CardView,
  type Color,
  type GameState,
  type PlayerId,
} from '../engine'

/** A colour of mana, or colourless (106.1b). */
export type Mana = Color | 'C'

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G']

/** 305.6: each basic land type has "{T}: Add" its colour. */
const BASIC_TYPES: Record<string, Color> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
}

/** A permanent that makes mana: `units` holds, per mana it makes, the colours it may be. */
export interface ManaSource {
  id: CardId
  units: Mana[][]
  land: boolean
}

/** What the "Add …" of a mana ability makes, or null when the bot can't read it. */
function readAdd(words: string, identity: readonly Color[], landColors: readonly Mana[]) {
  const text = words.trim().replace(/\.$/, '')
  const symbols = /^(\{[WUBRGC]\})+$/.exec(text)
  if (symbols) return manaSymbols(text).map((m) => [m as Mana])
  const either = /^\{([WUBRGC])\}(?:, \{([WUBRGC])\})*,? or \{([WUBRGC])\}$/.exec(text)
  if (either) return [manaSymbols(text) as Mana[]]
  if (/^one mana of any color$/i.test(text)) return [[...COLORS]]
  if (/^two mana of any one color$/i.test(text)) return [[...COLORS], [...COLORS]]
  if (/^one mana of any color in your commander's color identity$/i.test(text)) {
    return identity.length > 0 ? [[...identity]] : null
  }
  if (/^one mana of any type that a land you control could produce/i.test(text)) {
    return landColors.length > 0 ? [[...landColors]] : null
  }
  return null
}

/** The "{T}: Add …" abilities of a permanent's rules text: a tap alone is their whole cost. */
function tapAbilities(c: CardView, identity: readonly Color[], landColors: readonly Mana[]) {
  const found: Mana[][][] = []
  for (const line of withoutReminderText(c.oracleText).split('\n')) {
    const m = /^\{T\}: Add (.+?)(?:\. |\.?$)/.exec(line.trim())
    const units = m?.[1] === undefined ? null : readAdd(m[1], identity, landColors)
    if (units) found.push(units)
  }
  return found
}

/** The best a permanent makes in one tap: its ability making the most mana. */
function unitsOf(c: CardView, identity: readonly Color[], landColors: readonly Mana[]): Mana[][] {
  const basic = subtypes(c.typeLine).flatMap((t) => {
    const color = BASIC_TYPES[t]
    return color === undefined ? [] : [color]
  })
  const abilities = tapAbilities(c, identity, landColors)
  if (basic.length > 0) abilities.push([basic])
  return abilities.reduce<Mana[][]>(
    (best, units) => (units.length > best.length ? units : best),
    [],
  )
}

/** The colours in a commander's cost and rules text: its colour identity as the bot reads it (903.4). */
export function identityOf(view: GameState, player: PlayerId): Color[] {
  const found = new Set<Color>()
  for (const id of commanders(view, player)) {
    const c = card(view, id)
    for (const color of c.colors) found.add(color)
    const symbols = `${c.manaCost} ${c.oracleText}`.match(/\{[^}]+\}/g) ?? []
    for (const symbol of symbols)
      for (const color of COLORS) if (symbol.includes(color)) found.add(color)
  }
  return COLORS.filter((c) => found.has(c))
}

/**
 * Every permanent the player controls that makes mana; with `untappedOnly`, only those that
 * could be tapped for it now (untapped, and no summoning sickness for a creature).
 */
export function manaSources(view: GameState, player: PlayerId, untappedOnly = true): ManaSource[] {
  const identity = identityOf(view, player)
  const mine = battlefield(view)
    .map((id) => card(view, id))
    .filter((c) => c.controller === player && !c.faceDown)
  const landColors = new Set<Mana>()
  for (const c of mine) {
    if (!isLandType(c.typeLine)) continue
    for (const unit of unitsOf(c, identity, [])) for (const m of unit) landColors.add(m)
  }
  const sources: ManaSource[] = []
  for (const c of mine) {
    if (untappedOnly && (c.tapped || summoningSick(view, c.id))) continue
    const units = unitsOf(c, identity, [...landColors])
    if (units.length > 0) sources.push({ id: c.id, units, land: isLandType(c.typeLine) })
  }
  return sources
}

/** What a card would make once on the battlefield (a land or a mana rock in hand). */
export function manaOfCard(view: GameState, player: PlayerId, id: CardId): Mana[][] {
  return unitsOf(card(view, id), identityOf(view, player), [...COLORS])
}

/** "This land enters tapped." and the like: the bot taps it as it arrives, as a player would. */
export function entersTapped(c: CardView): boolean {
  const text = withoutReminderText(c.oracleText).replaceAll(c.name, 'This')
  return /(?:^|\n|\. )This [a-z]+ enters (?:the battlefield )?tapped\b/i.test(text)
}
