/**
 * The spells the bot can carry out with the table's actions, read from their rules text: each
 * sentence must be one it understands, or the spell is left in hand (issue 39: "casts simple
 * spells it can model and leaves the rest"). Direct damage, drawing, life, destroying or exiling
 * a creature, and creature tokens — the sentences of the sample decks' simple spells.
 */
import { withoutReminderText, type Color } from '../engine'

/** A creature token as an effect describes it ("a 1/1 white Soldier creature token with flying"). */
export interface TokenSpec {
  power: number
  toughness: number
  colors: Color[]
  subtype: string
  keywords: string[]
}

/** Which creatures a "target creature" may be. */
export interface CreatureFilter {
  notColor?: Color
  notArtifact?: boolean
}

export type Effect =
  | { kind: 'damage'; amount: number; to: 'any' | 'creature' | 'player' | 'eachOpponent' }
  | { kind: 'draw'; amount: number }
  | { kind: 'loseLife'; amount: number }
  | { kind: 'gainLife'; amount: number }
  | { kind: 'destroy'; filter: CreatureFilter }
  | { kind: 'exile'; filter: CreatureFilter }
  /** "Its controller gains life equal to its power." (the target of the effect before it). */
  | { kind: 'controllerGainsPower' }
  | { kind: 'controllerToken'; token: TokenSpec }
  | { kind: 'tokens'; count: number; token: TokenSpec }
  | { kind: 'opponentsLoseLife'; amount: number }

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }
const COLOR_WORDS: Record<string, Color> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
}
const TOKEN_KEYWORDS = ['flying', 'haste', 'vigilance', 'lifelink', 'deathtouch', 'trample']

function count(word: string): number | undefined {
  const w = word.toLowerCase()
  return /^\d+$/.test(w) ? Number(w) : NUMBERS[w]
}

function tokenSpec(p: string, t: string, color: string, subtype: string, extra?: string) {
  const colors = color
    .toLowerCase()
    .split(/ and /)
    .flatMap((w) => {
      const c = COLOR_WORDS[w]
      return c === undefined ? [] : [c]
    })
  const keywords = (extra ?? '')
    .toLowerCase()
    .split(/, | and /)
    .map((k) => k.trim())
    .filter((k) => TOKEN_KEYWORDS.includes(k))
    .map((k) => k.charAt(0).toUpperCase() + k.slice(1))
  return { power: Number(p), toughness: Number(t), colors, subtype, keywords }
}

/** One sentence, the card's own name written "~": its effect, or null. */
function sentence(text: string): Effect[] | null {
  const s = text.trim().replace(/’/g, "'")
  let m: RegExpExecArray | null
  if ((m = /^~ deals (\d+) damage to any target\.$/i.exec(s)))
    return [{ kind: 'damage', amount: Number(m[1]), to: 'any' }]
  if ((m = /^~ deals (\d+) damage to target creature\.$/i.exec(s)))
    return [{ kind: 'damage', amount: Number(m[1]), to: 'creature' }]
  if ((m = /^~ deals (\d+) damage to target (?:player|opponent)(?: or planeswalker)?\.$/i.exec(s)))
    return [{ kind: 'damage', amount: Number(m[1]), to: 'player' }]
  if ((m = /^~ deals (\d+) damage to each opponent\.$/i.exec(s)))
    return [{ kind: 'damage', amount: Number(m[1]), to: 'eachOpponent' }]
  if ((m = /^(?:you )?draw (a|one|two|three|four|\d+) cards?\.$/i.exec(s)))
    return [{ kind: 'draw', amount: count(m[1] ?? '') ?? 0 }]
  if (
    (m =
      /^(?:you draw|target player draws) (a|one|two|three|\d+) cards? and (?:you )?loses? (\d+) life\.$/i.exec(
        s,
      ))
  )
    return [
      { kind: 'draw', amount: count(m[1] ?? '') ?? 0 },
      { kind: 'loseLife', amount: Number(m[2]) },
    ]
  if ((m = /^you (gain|lose) (\d+) life\.$/i.exec(s)))
    return [
      { kind: m[1]?.toLowerCase() === 'gain' ? 'gainLife' : 'loseLife', amount: Number(m[2]) },
    ]
  if ((m = /^each opponent loses (\d+) life\.$/i.exec(s)))
    return [{ kind: 'opponentsLoseLife', amount: Number(m[1]) }]
  if (
    (m = /^(destroy|exile) target (non(?:black|white|blue|red|green|artifact) )?creature\.$/i.exec(
      s,
    ))
  ) {
    const filter: CreatureFilter = {}
    const non = m[2]?.trim().slice(3).toLowerCase()
    if (non === 'artifact') filter.notArtifact = true
    else if (non !== undefined) filter.notColor = COLOR_WORDS[non] as Color
    return [{ kind: m[1]?.toLowerCase() === 'destroy' ? 'destroy' : 'exile', filter }]
  }
  if (/^(?:it|~) can't be regenerated\.$/i.test(s)) return []
  if (/^its controller gains life equal to its power\.$/i.test(s))
    return [{ kind: 'controllerGainsPower' }]
  if (
    (m =
      /^its controller creates an? (\d+)\/(\d+) ([a-z]+(?: and [a-z]+)?) ([A-Z][\w ]*?) creature token\.$/i.exec(
        s,
      ))
  )
    return [
      {
        kind: 'controllerToken',
        token: tokenSpec(m[1] ?? '0', m[2] ?? '0', m[3] ?? '', m[4] ?? ''),
      },
    ]
  if (
    (m =
      /^create (a|an|one|two|three|four|five|\d+) (\d+)\/(\d+) ([a-z]+(?: and [a-z]+)?) ([A-Z][\w ]*?) creature tokens?(?: with ([a-z, ]+))?\.$/i.exec(
        s,
      ))
  ) {
    const spec = tokenSpec(m[2] ?? '0', m[3] ?? '0', m[4] ?? '', m[5] ?? '', m[6])
    return [{ kind: 'tokens', count: count(m[1] ?? '') ?? 0, token: spec }]
  }
  return null
}

/** The sentences of rules text, the card's name (or its short name) written "~". */
function sentences(name: string, oracleText: string): string[] {
  const short = name.split(',')[0] ?? name
  return withoutReminderText(oracleText)
    .split('\n')
    .flatMap((line) => line.split(/(?<=\.)\s+/))
    .map((part) =>
      part
        .replaceAll(name, '~')
        .replaceAll(short, '~')
        .replace(/^(this spell|this creature|it) /i, '~ ')
        .trim(),
    )
    .filter((part) => part !== '')
}

/** An instant's or sorcery's whole effect, or null when a sentence is beyond the bot. */
export function spellEffects(name: string, oracleText: string): Effect[] | null {
  const effects: Effect[] = []
  for (const part of sentences(name, oracleText)) {
    const read = sentence(part)
    if (read === null) return null
    effects.push(...read)
  }
  return effects.length > 0 ? effects : null
}

/**
 * What a permanent does as it enters, when the bot can carry it out: "When this creature enters,
 * draw a card." and the like (603.6a). Other abilities are left to the table.
 */
export function enterEffects(name: string, oracleText: string): Effect[] {
  const effects: Effect[] = []
  for (const line of withoutReminderText(oracleText).split('\n')) {
    const m = /^When (?:this [a-z]+|~|.+?) enters(?: the battlefield)?, (.+)$/i.exec(
      line.trim().replaceAll(name, '~'),
    )
    if (!m?.[1]) continue
    const said = spellEffects(name, capitalise(m[1]))
    // Only what needs no target of the bot's choosing here: a sentence it can do on its own.
    if (
      said &&
      said.every(
        (e) =>
          e.kind === 'draw' ||
          e.kind === 'tokens' ||
          e.kind === 'loseLife' ||
          e.kind === 'gainLife' ||
          e.kind === 'opponentsLoseLife' ||
          (e.kind === 'damage' && e.to === 'eachOpponent'),
      )
    )
      effects.push(...said)
  }
  return effects
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
