/**
 * The opening-hand lab (issue 39): a deck's openings dealt many times with the real mulligan
 * rules — the London mulligan, the first one free in Two-Headed Giant (103.5c, 805.3a) — and the
 * bot's own keep and bottom choices (mulligan.ts). It reports how many lands the kept hands
 * hold, the chance of a land drop on each of the first four turns, and of having the mana for
 * the commander on the turn its mana value says. Pure and seeded: the same deck and seed give
 * the same report.
 */
import {
  frontTypeLine,
  isLandType,
  isPermanentType,
  manaValueOf,
  seedState,
  shuffled,
  type CardData,
} from '../engine'
import { bottomCards, keepHand, type HandCard } from './mulligan'

export interface LabOptions {
  /** Openings dealt (1,000 by default). */
  runs?: number
  seed?: number
  /** The team that starts skips its first draw (103.8b, 810.6). */
  onThePlay?: boolean
}

export interface LabReport {
  runs: number
  /** How many hands were kept at each size, largest first: [7, 6, 5, …]. */
  keptAt: number[]
  /** How many kept hands held 0, 1, … 7 lands. */
  landsInHand: number[]
  meanLands: number
  /** The share of games with a land to play on turns 1 to 4 (each one played on time). */
  landDrop: [number, number, number, number]
  /** The commanders' smallest mana value, and the share of games with that much mana by then. */
  commanderValue: number
  commanderOnCurve: number
}

const TURNS = 4

/** A nonland permanent whose text adds mana: a rock or a mana creature counts as a source. */
function makesMana(card: CardData): boolean {
  const text = card.oracle_text ?? card.card_faces?.[0]?.oracle_text ?? ''
  return /(^|\n)[^\n]*\{T\}[^\n]*: Add \{/.test(text)
}

export function labCards(library: readonly CardData[]): HandCard[] {
  return library.map((card, i) => {
    const type = frontTypeLine(card)
    const land = isLandType(type)
    return {
      id: String(i),
      land,
      ramp: !land && isPermanentType(type) && makesMana(card),
      manaValue: manaValueOf(card.mana_cost ?? card.card_faces?.[0]?.mana_cost),
    }
  })
}

/** One opening: mulligans until the bot keeps; the kept hand and the library after it. */
function deal(
  cards: readonly HandCard[],
  rng: number[],
): { hand: HandCard[]; library: HandCard[]; rng: number[] } {
  let state = rng
  for (let mulligans = 0; ; mulligans++) {
    const shuffle = shuffled(cards, state)
    state = shuffle.rng
    const seven = shuffle.items.slice(0, 7)
    const keptSize = 7 - Math.max(0, mulligans - 1)
    if (keepHand(seven, keptSize)) {
      const bottom = new Set(bottomCards(seven, 7 - keptSize))
      const hand = seven.filter((c) => !bottom.has(c.id))
      const rest = shuffle.items.slice(7)
      return { hand, library: [...rest, ...seven.filter((c) => bottom.has(c.id))], rng: state }
    }
  }
}

export function openingLab(
  library: readonly CardData[],
  commanders: readonly CardData[],
  options: LabOptions = {},
): LabReport {
  const runs = options.runs ?? 1000
  const cards = labCards(library)
  const commanderValue = Math.min(
    ...commanders.map((c) => manaValueOf(c.mana_cost ?? c.card_faces?.[0]?.mana_cost)),
  )
  const curveTurn = Math.max(1, Number.isFinite(commanderValue) ? commanderValue : 1)
  const keptAt = [0, 0, 0, 0, 0, 0, 0]
  const landsInHand = [0, 0, 0, 0, 0, 0, 0, 0]
  const landDrop = [0, 0, 0, 0]
  let onCurve = 0
  let lands = 0
  let rng = seedState(options.seed ?? 1)
  for (let run = 0; run < runs; run++) {
    const dealt = deal(cards, rng)
    const { hand, library: rest } = dealt
    rng = dealt.rng
    keptAt[7 - hand.length] = (keptAt[7 - hand.length] ?? 0) + 1
    const inHand = hand.filter((c) => c.land).length
    landsInHand[inHand] = (landsInHand[inHand] ?? 0) + 1
    lands += inHand
    // The cards seen by each turn: the hand, then a draw a turn (none on the play's first).
    const seen = (turn: number) =>
      hand.concat(rest.slice(0, Math.max(0, turn - (options.onThePlay === false ? 0 : 1))))
    for (let t = 1; t <= TURNS; t++) {
      if (seen(t).filter((c) => c.land).length >= t) landDrop[t - 1] = (landDrop[t - 1] ?? 0) + 1
    }
    const byCurve = seen(curveTurn)
    const sources =
      Math.min(byCurve.filter((c) => c.land).length, curveTurn) +
      seen(curveTurn - 1).filter((c) => c.ramp && c.manaValue < curveTurn).length
    if (sources >= curveTurn) onCurve++
  }
  const share = (n: number) => n / runs
  return {
    runs,
    keptAt,
    landsInHand,
    meanLands: lands / runs,
    landDrop: [
      share(landDrop[0] ?? 0),
      share(landDrop[1] ?? 0),
      share(landDrop[2] ?? 0),
      share(landDrop[3] ?? 0),
    ],
    commanderValue: curveTurn,
    commanderOnCurve: share(onCurve),
  }
}
