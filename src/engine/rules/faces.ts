/**
 * Characteristics: what the rules see of a card right now, computed in one place from the
 * printed card, its zone, the face that is up, copy effects, face-down status and counters.
 * CR 712 (double-faced cards), 707 (copies), 708 (face-down), 202.3 (mana value).
 */
import { colorsOfCost, manaValueOf } from '../mana'
import type {
  CardData,
  CardFaceData,
  CardId,
  CardInstance,
  Color,
  GameState,
  ZoneName,
} from '../types'
import { getCard } from '../state'

export interface CardView {
  id: CardId
  owner: string
  controller: string
  zone: ZoneName
  isToken: boolean
  isCommander: boolean
  isDoubleFaced: boolean
  faceUp: 'front' | 'back'
  faceDown: boolean
  tapped: boolean
  counters: Record<string, number>
  attachedTo: CardId | null
  /** Damage marked this turn. */
  damage: number
  name: string
  manaValue: number
  /** The mana cost the rules see ('' for back faces, face-down cards and lands). */
  manaCost: string
  typeLine: string
  colors: Color[]
  /** Power and toughness include +1/+1 and −1/−1 counters and until-end-of-turn changes. */
  power?: number
  toughness?: number
  loyalty?: number
  oracleText: string
  keywords: string[]
  /** The name of what it is copying, when a copy effect applies (707). */
  copyOf?: string
}

const DOUBLE_FACED_LAYOUTS = new Set([
  'transform',
  'modal_dfc',
  'double_faced_token',
  'reversible_card',
])

/** A physical double-faced card (712.1) or a double-faced token (707.8a). */
export function isDoubleFacedData(data: CardData): boolean {
  return (data.card_faces?.length ?? 0) >= 2 && DOUBLE_FACED_LAYOUTS.has(data.layout ?? '')
}

export function isDoubleFaced(c: CardInstance): boolean {
  return isDoubleFacedData(c.data) || c.isDoubleFacedToken
}

export function frontFace(data: CardData): CardFaceData {
  return data.card_faces?.[0] ?? data
}

export function backFace(data: CardData): CardFaceData | undefined {
  return data.card_faces?.[1]
}

/** The face whose characteristics apply (712.8a: only the front outside battlefield and stack). */
export function faceInPlay(c: CardInstance): CardFaceData {
  const onBattlefieldOrStack = c.zone === 'battlefield' || c.zone === 'stack'
  if (onBattlefieldOrStack && c.faceUp === 'back') return backFace(c.data) ?? frontFace(c.data)
  return frontFace(c.data)
}

/** A modal double-faced card (712.12): either face may be played or cast. */
export function isModalData(data: CardData): boolean {
  return data.layout === 'modal_dfc' && (data.card_faces?.length ?? 0) >= 2
}

/**
 * Where a modal DFC shows the face its player has turned it to: in hand and the command zone,
 * before it is played or cast, and on the stack as the spell it was cast as (712.12). Only on the
 * stack do the rules see that face; in hand and the command zone it has its front's (712.8a).
 */
export function showsChosenFace(c: CardInstance): boolean {
  return (
    isModalData(c.data) &&
    !showsFaceDown(c) &&
    (c.zone === 'hand' || c.zone === 'command' || c.zone === 'stack')
  )
}

/**
 * The face a card is played, cast or put with (712.12): the face asked for, else the face its
 * player turned a modal DFC to in hand or the command zone. Any other card comes front face up.
 */
export function enteringFace(c: CardInstance, asked?: 'front' | 'back'): 'front' | 'back' {
  if (asked !== undefined) return asked
  return isModalData(c.data) && (c.zone === 'hand' || c.zone === 'command') ? c.faceUp : 'front'
}

/** Mana value of a card: a back face uses the front face's cost (712.8e, 202.3b). */
export function printedManaValue(data: CardData): number {
  const cost = frontFace(data).mana_cost ?? data.mana_cost
  if (cost !== undefined && cost !== '') return manaValueOf(cost)
  return data.cmc ?? 0
}

/** Back face up where faces matter (battlefield, stack): 712.8a makes it moot elsewhere. */
export function isBackFaceUp(c: CardInstance): boolean {
  return c.faceUp === 'back' && (c.zone === 'battlefield' || c.zone === 'stack')
}

/**
 * Mana value of the card as it is now: a modal DFC's back face has its own cost (712.8f); a
 * transforming DFC's back face takes the front face's (712.8e: Gatstaf Howler is 2).
 */
export function manaValueNow(c: CardInstance): number {
  const back = backFace(c.data)
  if (isBackFaceUp(c) && c.data.layout === 'modal_dfc' && back) return manaValueOf(back.mana_cost)
  return printedManaValue(c.data)
}

function numberOf(v: string | undefined): number | undefined {
  // "*" is defined by an ability (208.2a) the table does not compute; players track it by hand.
  if (v === undefined || v.includes('*')) return undefined
  const n = Number.parseInt(v, 10)
  return Number.isNaN(n) ? 0 : n
}

export function keywordsOf(data: CardData, face: CardFaceData): string[] {
  const all = data.keywords ?? []
  if (!data.card_faces) return all
  // Scryfall lists keywords for the whole card; a face has only those its text carries.
  const text = `${face.oracle_text ?? ''}`.toLowerCase()
  return all.filter((k) => text.includes(k.toLowerCase()))
}

function colorsOfFace(face: CardFaceData): Color[] {
  return face.colors ?? face.color_indicator ?? colorsOfCost(face.mana_cost)
}

/** The face-down characteristics (708.2a): a nameless, textless 2/2 creature with no cost. */
export const FACE_DOWN: CardFaceData = {
  name: '',
  type_line: 'Creature',
  power: '2',
  toughness: '2',
}

/** Face down where it matters: a face-down permanent, spell or exiled card (708.2, 708.4). */
export function showsFaceDown(c: CardInstance): boolean {
  return c.faceDown && (c.zone === 'battlefield' || c.zone === 'exile' || c.zone === 'stack')
}

/**
 * Views depend only on the (immutable) card instance, so each instance's view is computed once:
 * state-based checks after every action and a re-rendered table read them at no cost.
 */
const views = new WeakMap<CardInstance, CardView>()

export function cardView(s: GameState, id: CardId): CardView {
  const c = getCard(s, id)
  const cached = views.get(c)
  if (cached) return cached
  const view = computeView(c)
  views.set(c, view)
  return view
}

/**
 * What one face of a card says, drawn turned up: both faces of a permanent for the flip, and a
 * modal DFC in hand or the command zone as it would be cast with that face (712.12), although
 * the rules see only its front there (712.8a). For drawing; the rules read cardView.
 */
export function faceViewOf(c: CardInstance, face: 'front' | 'back'): CardView {
  const held = showsChosenFace(c) && c.zone !== 'stack'
  if (!held) return computeView({ ...c, faceUp: face })
  return { ...computeView({ ...c, faceUp: face, zone: 'stack' }), zone: c.zone }
}

function computeView(c: CardInstance): CardView {
  const onBattlefield = c.zone === 'battlefield'
  let face: CardFaceData
  let manaValue: number
  let keywords: string[]
  if (showsFaceDown(c)) {
    face = FACE_DOWN
    manaValue = 0
    keywords = []
  } else if (c.copy && (onBattlefield || c.zone === 'stack')) {
    face = c.copy.face
    manaValue = c.copy.manaValue
    keywords = c.copy.keywords
  } else {
    face = faceInPlay(c)
    manaValue = manaValueNow(c)
    keywords = keywordsOf(c.data, face)
  }
  const plus = c.counters['+1/+1'] ?? 0
  const minus = c.counters['-1/-1'] ?? 0
  const basePower = numberOf(face.power)
  const baseToughness = numberOf(face.toughness)
  const view: CardView = {
    id: c.id,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    isToken: c.isToken,
    isCommander: c.isCommander,
    isDoubleFaced: isDoubleFaced(c),
    faceUp: c.faceUp,
    faceDown: c.faceDown,
    tapped: c.tapped,
    counters: c.counters,
    attachedTo: c.attachedTo,
    damage: c.damage,
    name: face.name,
    manaValue,
    manaCost: face.mana_cost ?? '',
    typeLine: face.type_line ?? '',
    colors: colorsOfFace(face),
    oracleText: face.oracle_text ?? '',
    keywords,
  }
  if (basePower !== undefined) {
    view.power = basePower + plus - minus + (onBattlefield ? c.untilEndOfTurn.power : 0)
  }
  if (baseToughness !== undefined) {
    view.toughness = baseToughness + plus - minus + (onBattlefield ? c.untilEndOfTurn.toughness : 0)
  }
  const loyalty = numberOf(face.loyalty)
  if (loyalty !== undefined) view.loyalty = c.counters['loyalty'] ?? loyalty
  if (c.copy && onBattlefield) view.copyOf = c.copy.sourceName
  return view
}
