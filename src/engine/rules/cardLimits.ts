/**
 * Bounds on card data that comes from outside the game and on how many objects a game holds
 * (issue 35). Not Magic rules but the table's: ten tokens with 20,000-character names once made
 * every view of a room 36.8 MB and a life change take 1.2 s. The bounds sit far above any real
 * card (the longest printed name has 141 characters; five faces is the most a card has, "Who //
 * What // When // Where // Why") and are checked here, in the engine, so a hot-seat table and a
 * game server refuse the same token with the same words.
 */
import { refuse } from '../errors'
import { message, type Message } from '../message'
import type { CardData, CardFaceData, GameState } from '../types'

export const CARD_LIMITS = {
  /** name */
  nameChars: 200,
  /** oracle_text */
  textChars: 3000,
  /** type_line, mana_cost, layout */
  lineChars: 200,
  /** power, toughness, loyalty */
  statChars: 16,
  /** colors, color_indicator, color_identity */
  colors: 5,
  keywords: 40,
  keywordChars: 60,
  /** card_faces */
  faces: 8,
  /** The whole card data as JSON text, Scryfall's other fields (ids, set) included. */
  dataChars: 16_384,
  /** Tokens one action creates (token/create's count). */
  tokensPerAction: 100,
  /** Tokens in a game at once (a token that leaves the battlefield ceases to exist, 111.7). */
  tokensInGame: 500,
  /** Cards and tokens in a game, those created during it (tokens, conjured cards) included. */
  cardsInGame: 2000,
} as const

const TEXT_FIELDS = [
  ['name', CARD_LIMITS.nameChars],
  ['oracle_text', CARD_LIMITS.textChars],
  ['type_line', CARD_LIMITS.lineChars],
  ['mana_cost', CARD_LIMITS.lineChars],
  ['power', CARD_LIMITS.statChars],
  ['toughness', CARD_LIMITS.statChars],
  ['loyalty', CARD_LIMITS.statChars],
] as const

const COLOR_FIELDS = ['colors', 'color_indicator'] as const

function faceProblem(face: CardFaceData): Message | null {
  for (const [field, max] of TEXT_FIELDS) {
    const value: unknown = face[field]
    if (typeof value === 'string' && value.length > max) {
      return message('cards.fieldTooLong', { field, max, length: value.length })
    }
  }
  for (const field of COLOR_FIELDS) {
    const count = face[field]?.length ?? 0
    if (count > CARD_LIMITS.colors) {
      return message('cards.fieldTooMany', { field, max: CARD_LIMITS.colors, found: count })
    }
  }
  return null
}

/** What is too large about card data from outside the game, or null when it fits. */
export function cardDataProblem(data: CardData): Message | null {
  const counts = [
    ['card_faces', data.card_faces?.length ?? 0, CARD_LIMITS.faces],
    ['keywords', data.keywords?.length ?? 0, CARD_LIMITS.keywords],
    ['color_identity', data.color_identity?.length ?? 0, CARD_LIMITS.colors],
  ] as const
  for (const [field, count, max] of counts) {
    if (count > max) return message('cards.fieldTooMany', { field, max, found: count })
  }
  const keyword = data.keywords?.find((k) => k.length > CARD_LIMITS.keywordChars)
  if (keyword !== undefined) {
    return message('cards.fieldTooLong', {
      field: 'keywords',
      max: CARD_LIMITS.keywordChars,
      length: keyword.length,
    })
  }
  if (typeof data.layout === 'string' && data.layout.length > CARD_LIMITS.lineChars) {
    const length = data.layout.length
    return message('cards.fieldTooLong', { field: 'layout', max: CARD_LIMITS.lineChars, length })
  }
  for (const face of [data, ...(data.card_faces ?? [])]) {
    const problem = faceProblem(face)
    if (problem) return problem
  }
  // Last, the whole: the fields above name what is wrong more plainly.
  const length = JSON.stringify(data).length
  if (length > CARD_LIMITS.dataChars) {
    return message('cards.dataTooLarge', { max: CARD_LIMITS.dataChars, length })
  }
  return null
}

/** Refuses card data that is too large (TOO_LARGE), before anything is made of it. */
export function checkCardDataSize(data: CardData): void {
  const problem = cardDataProblem(data)
  if (problem) refuse('TOO_LARGE', problem)
}

/** Refuses `adding` new tokens (or, with tokens false, cards) that would pass the game's bounds. */
export function checkRoomFor(s: GameState, adding: number, tokens: boolean): void {
  const all = Object.values(s.cards)
  if (all.length + adding > CARD_LIMITS.cardsInGame) {
    const max = CARD_LIMITS.cardsInGame
    refuse('TOO_MANY', message('cards.tooManyCards', { max, present: all.length, adding }))
  }
  if (!tokens) return
  const count = all.filter((c) => c.isToken).length
  if (count + adding > CARD_LIMITS.tokensInGame) {
    const max = CARD_LIMITS.tokensInGame
    refuse('TOO_MANY', message('cards.tooManyTokens', { max, present: count, adding }))
  }
}
