/**
 * Copies (707): a permanent becoming a copy of something (Clone, Cytoshape) and token copies.
 * A copy takes only the copiable values of the face that is up (707.8); a token copy of a
 * transforming DFC is a double-faced token that keeps both faces and can transform (707.8a).
 */
import { cardIdOf } from '../cardIds'
import { refuse } from '../errors'
import { message, type Message } from '../message'
import { english } from '../messages'
import { addLog, getCard, getPlayer, playerName, setCard } from '../state'
import type { CardData, CardFaceData, CardInstance, CopyEffect, GameState } from '../types'
import { cardWord, copySourceWord, FACE_DOWN_SOURCE } from '../words'
import {
  FACE_DOWN,
  faceInPlay,
  isBackFaceUp,
  isDoubleFaced,
  keywordsOf,
  manaValueNow,
  showsFaceDown,
} from './faces'
import { checkNewCards } from './amounts'
import type { Handlers } from './handlers'
import { refuseNonPermanent } from './permanentsOnly'
import { newToken } from './zones'
import { checkRoomFor } from './cardLimits'

const FACE_FIELDS = [
  'name',
  'mana_cost',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
  'colors',
  'color_indicator',
] as const satisfies readonly (keyof CardFaceData)[]

/** Only a face's own characteristics: layout, faces and the like are not copiable (707.2). */
function faceValues(face: CardFaceData): CardFaceData {
  const out: CardFaceData = { name: face.name }
  for (const key of FACE_FIELDS) {
    const v = face[key]
    if (v !== undefined) Object.assign(out, { [key]: v })
  }
  return out
}

/** Copying a transforming DFC's back face: the copy has mana value 0 (712.8e). */
function copiesTransformedBack(c: CardInstance): boolean {
  return !c.copy && !showsFaceDown(c) && isBackFaceUp(c) && c.data.layout !== 'modal_dfc'
}

/**
 * The copiable values of a card as it is now (707.2): the face-down 2/2 if face down (708.2a,
 * 707.2), the copied values if it is itself a copy (707.3), else the face that is up (707.8).
 */
export function copiableValues(c: CardInstance): CopyEffect {
  if (showsFaceDown(c)) {
    // Stored as English words (saves, CardView.copyOf); the log says them through copySourceWord.
    const sourceName = english(FACE_DOWN_SOURCE)
    return { face: FACE_DOWN, sourceName, manaValue: 0, keywords: [] }
  }
  if (c.copy) return c.copy
  const face = faceInPlay(c)
  return {
    face: faceValues(face),
    sourceName: face.name,
    // A modal DFC's back face has its own cost (712.8f), so only transforming backs give 0.
    manaValue: copiesTransformedBack(c) ? 0 : manaValueNow(c),
    keywords: keywordsOf(c.data, face),
  }
}

/**
 * A double-faced card or token showing its own faces: 707.8a makes its token copy double-faced
 * too, a modal DFC's as well as a transforming one's (712.16: so it can't be turned face down).
 */
function isDoubleFacedOriginal(c: CardInstance): boolean {
  if (c.copy || showsFaceDown(c)) return false
  if (c.isToken) return c.isDoubleFacedToken
  const layout = c.data.layout ?? ''
  const faces = layout === 'transform' || layout === 'modal_dfc' || layout === 'double_faced_token'
  return faces && isDoubleFaced(c)
}

/** Copied values as the printed data of a single-faced token. */
function singleFacedData(copy: CopyEffect): CardData {
  return { ...copy.face, layout: 'token', cmc: copy.manaValue, keywords: copy.keywords }
}

/** The log line of a double-faced token copy (707.8a), by kind and the face it enters with. */
const DOUBLE_FACED_TOKEN_LINES = {
  transforming: { front: 'log.copy.doubleFacedTokenFront', back: 'log.copy.doubleFacedTokenBack' },
  modal: { front: 'log.copy.modalTokenFront', back: 'log.copy.modalTokenBack' },
} as const

export const copyHandlers: Handlers = {
  'card/becomeCopy': (s, a) => {
    const c = getCard(s, a.card)
    const original = getCard(s, a.of)
    if (c.zone !== 'battlefield') {
      refuse('NOT_ON_BATTLEFIELD', message('copy.onlyPermanent'), '707.1')
    }
    const copy = copiableValues(original)
    // Commander status is not a copiable value (903.3): it stays with this card, and a copy of
    // a commander is not a commander.
    const next = setCard(s, a.card, { copy })
    const params = { card: cardWord(s, a.card), source: copySourceWord(copy) }
    return addLog(
      next,
      message(
        copiesTransformedBack(original) ? 'log.copy.becameCopyOfBack' : 'log.copy.becameCopy',
        params,
      ),
      '707.8',
    )
  },
  'card/endCopy': (s, a) => {
    const c = getCard(s, a.card)
    if (!c.copy) refuse('NOT_A_COPY', message('copy.notACopy', { card: cardWord(s, a.card) }))
    const was = copySourceWord(c.copy)
    const next = setCard(s, a.card, { copy: null })
    return addLog(next, message('log.copy.ended', { card: cardWord(next, a.card), source: was }))
  },
  'token/createCopy': (s, a) => {
    getPlayer(s, a.player)
    const original = getCard(s, a.of)
    checkRoomFor(s, 1, true)
    checkNewCards(s, 1)
    const id = cardIdOf(s.nextCardNumber)
    const who = playerName(s, a.player)
    let token: CardInstance
    let text: Message
    let rule: string
    if (isDoubleFacedOriginal(original)) {
      // 707.8a: both faces, entering with the face the original had up; a transforming one can
      // transform (701.27a), a modal one can't (712.3).
      const faceUp = isBackFaceUp(original) ? 'back' : 'front'
      token = {
        ...newToken(id, original.data, a.player, s.turn.number),
        isDoubleFacedToken: true,
        faceUp,
      }
      rule = '707.8a'
      const lines =
        DOUBLE_FACED_TOKEN_LINES[original.data.layout === 'modal_dfc' ? 'modal' : 'transforming']
      text = message(lines[faceUp], { player: who, card: faceInPlay(original).name })
    } else {
      const copy = copiableValues(original)
      token = newToken(id, singleFacedData(copy), a.player, s.turn.number)
      rule = '707.2'
      text = message('log.copy.token', { player: who, source: copySourceWord(copy) })
    }
    // A copy of an instant or sorcery spell is no permanent (400.4a, 707.10).
    refuseNonPermanent(token, token.faceUp)
    const next: GameState = {
      ...s,
      nextCardNumber: s.nextCardNumber + 1,
      cards: { ...s.cards, [id]: token },
      battlefield: [...s.battlefield, id],
    }
    return addLog(next, text, rule)
  },
}
