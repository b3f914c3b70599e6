/**
 * Copies (707): a permanent becoming a copy of something (Clone, Cytoshape) and token copies.
 * A copy takes only the copiable values of the face that is up (707.8); a token copy of a
 * transforming DFC is a double-faced token that keeps both faces and can transform (707.8a).
 */
import { refuse } from '../errors'
import { addLog, getCard, getPlayer, logName, playerName, setCard } from '../state'
import type { CardData, CardFaceData, CardInstance, CopyEffect, GameState } from '../types'
import {
  FACE_DOWN,
  faceInPlay,
  isBackFaceUp,
  isDoubleFaced,
  keywordsOf,
  manaValueNow,
  showsFaceDown,
} from './faces'
import type { Handlers } from './handlers'
import { newToken } from './zones'

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
    return { face: FACE_DOWN, sourceName: 'a face-down 2/2 creature', manaValue: 0, keywords: [] }
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

/** A transforming DFC or double-faced token, showing its own faces: 707.8a applies. */
function isTransformingOriginal(c: CardInstance): boolean {
  if (c.copy || showsFaceDown(c)) return false
  if (c.isToken) return c.isDoubleFacedToken
  const layout = c.data.layout ?? ''
  return (layout === 'transform' || layout === 'double_faced_token') && isDoubleFaced(c)
}

/** Copied values as the printed data of a single-faced token. */
function singleFacedData(copy: CopyEffect): CardData {
  return { ...copy.face, layout: 'token', cmc: copy.manaValue, keywords: copy.keywords }
}

export const copyHandlers: Handlers = {
  'card/becomeCopy': (s, a) => {
    const c = getCard(s, a.card)
    const original = getCard(s, a.of)
    if (c.zone !== 'battlefield') {
      refuse(
        'NOT_ON_BATTLEFIELD',
        'Only a permanent on the battlefield can become a copy of something (707.1).',
        '707.1',
      )
    }
    const copy = copiableValues(original)
    // Commander status is not a copiable value (903.3): it stays with this card, and a copy of
    // a commander is not a commander.
    const next = setCard(s, a.card, { copy })
    const backNote = copiesTransformedBack(original)
      ? ' It copies a back face, so its mana value is 0 (712.8e).'
      : ''
    return addLog(
      next,
      `${logName(s, a.card)} became a copy of ${copy.sourceName}, taking only the face that was up (707.8).${backNote}`,
      '707.8',
    )
  },
  'card/endCopy': (s, a) => {
    const c = getCard(s, a.card)
    if (!c.copy) refuse('NOT_A_COPY', `${logName(s, a.card)} isn't copying anything.`)
    const was = c.copy.sourceName
    const next = setCard(s, a.card, { copy: null })
    return addLog(next, `${logName(next, a.card)} is no longer a copy of ${was}.`)
  },
  'token/createCopy': (s, a) => {
    getPlayer(s, a.player)
    const original = getCard(s, a.of)
    const id = `t${s.nextCardNumber}`
    const who = playerName(s, a.player)
    let token: CardInstance
    let text: string
    let rule: string
    if (isTransformingOriginal(original)) {
      // 707.8a: both faces, entering with the face the original had up; it can transform.
      const faceUp = isBackFaceUp(original) ? 'back' : 'front'
      token = {
        ...newToken(id, original.data, a.player, s.turn.number),
        isDoubleFacedToken: true,
        faceUp,
      }
      rule = '707.8a'
      text = `${who} created a token copy of ${faceInPlay(original).name}: a double-faced token, ${faceUp} face up, that can transform (707.8a).`
    } else {
      const copy = copiableValues(original)
      token = newToken(id, singleFacedData(copy), a.player, s.turn.number)
      rule = '707.2'
      text = `${who} created a token copy of ${copy.sourceName} (707.2).`
    }
    const next: GameState = {
      ...s,
      nextCardNumber: s.nextCardNumber + 1,
      cards: { ...s.cards, [id]: token },
      battlefield: [...s.battlefield, id],
    }
    return addLog(next, text, rule)
  },
}
