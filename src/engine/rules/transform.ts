/**
 * Transform (701.27, 712.9–712.10, 712.18), and with it the rest of what faces a permanent
 * shows: copies (copy.ts) and face-down status (faceDown.ts).
 */
import { refuse } from '../errors'
import { message, type Message } from '../message'
import { addLog, getCard, playerName, setCard } from '../state'
import type { CardId, CardInstance, GameState, PlayerId } from '../types'
import { cardWord, copySourceWord } from '../words'
import { copyHandlers } from './copy'
import { faceDownHandlers } from './faceDown'
import { modalFaceHandlers } from './modalFaces'
import { backFace, frontFace, isDoubleFaced } from './faces'
import type { Handlers } from './handlers'
import { canTransform } from './transformable'
import { isInstantOrSorcery } from './typeLine'

/** Why an instruction to transform this permanent does nothing, with the rule that says so. */
function whyItCannotTransform(c: CardInstance): { why: Message; rule: string } {
  if (c.faceDown) return { why: message('word.cantTransform.faceDown'), rule: '712.15a' }
  if (c.data.layout === 'meld') return { why: message('word.cantTransform.meld'), rule: '712.4c' }
  if (c.data.layout === 'modal_dfc') {
    return { why: message('word.cantTransform.modal'), rule: '701.27c' }
  }
  if (c.isToken) {
    return { why: message('word.cantTransform.token'), rule: '701.27c' }
  }
  if (c.copy && !isDoubleFaced(c)) {
    // 712.9: Clone copying Delver is a single-faced Delver, not a double-faced card.
    return { why: message('word.cantTransform.copy'), rule: '701.27c' }
  }
  return { why: message('word.cantTransform.singleFaced'), rule: '701.27c' }
}

function transform(s: GameState, player: PlayerId, id: CardId): GameState {
  const c = getCard(s, id)
  if (c.zone !== 'battlefield') {
    refuse('NOT_ON_BATTLEFIELD', message('faces.onlyPermanentTransforms'), '701.27a')
  }
  const name = cardWord(s, id)
  if (!canTransform(c)) {
    const { why, rule } = whyItCannotTransform(c)
    return addLog(s, message('log.faces.cantTransform', { card: name, why, rule }), rule)
  }
  const faceUp = c.faceUp === 'front' ? 'back' : 'front'
  const other = faceUp === 'back' ? backFace(c.data) : frontFace(c.data)
  if (other && isInstantOrSorcery(other.type_line ?? '')) {
    return addLog(s, message('log.faces.cantTransformIntoSpell', { card: name }), '701.27d')
  }
  // 712.18: the same object, so counters, Auras, damage and effects all stay.
  const next = setCard(s, id, { faceUp })
  const who = playerName(s, player)
  const text = c.copy
    ? message(
        faceUp === 'back' ? 'log.faces.transformedCopyBack' : 'log.faces.transformedCopyFront',
        {
          player: who,
          card: name,
          source: copySourceWord(c.copy),
        },
      )
    : message('log.faces.transformed', { player: who, card: name, into: cardWord(next, id) })
  return addLog(next, text, c.copy ? '712.9' : '701.27a')
}

export const faceHandlers: Handlers = {
  'card/transform': (s, a) => transform(s, a.player, a.card),
  ...faceDownHandlers,
  ...modalFaceHandlers,
  ...copyHandlers,
}
