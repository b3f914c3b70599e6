/**
 * Transform (701.27, 712.9–712.10, 712.18), and with it the rest of what faces a permanent
 * shows: copies (copy.ts) and face-down status (faceDown.ts).
 */
import { refuse } from '../errors'
import { addLog, getCard, logName, playerName, setCard } from '../state'
import type { CardId, CardInstance, GameState, PlayerId } from '../types'
import { copyHandlers } from './copy'
import { faceDownHandlers } from './faceDown'
import { backFace, frontFace, isDoubleFaced } from './faces'
import type { Handlers } from './handlers'
import { canTransform } from './transformable'

/** Why an instruction to transform this permanent does nothing, with the rule that says so. */
function whyItCannotTransform(c: CardInstance): { why: string; rule: string } {
  if (c.faceDown) return { why: 'it is face down', rule: '712.15a' }
  if (c.data.layout === 'meld') return { why: 'meld cards never transform', rule: '712.4c' }
  if (c.data.layout === 'modal_dfc') {
    return { why: "modal double-faced cards don't transform", rule: '701.27c' }
  }
  if (c.isToken) {
    return { why: "it is a token that isn't double-faced", rule: '701.27c' }
  }
  if (c.copy && !isDoubleFaced(c)) {
    // 712.9: Clone copying Delver is a single-faced Delver, not a double-faced card.
    return { why: 'a copy of a double-faced card is a single-faced card', rule: '701.27c' }
  }
  return { why: "it isn't a double-faced card", rule: '701.27c' }
}

function transform(s: GameState, player: PlayerId, id: CardId): GameState {
  const c = getCard(s, id)
  if (c.zone !== 'battlefield') {
    refuse(
      'NOT_ON_BATTLEFIELD',
      'Only a permanent on the battlefield can transform (701.27a).',
      '701.27a',
    )
  }
  const name = logName(s, id)
  if (!canTransform(c)) {
    const { why, rule } = whyItCannotTransform(c)
    return addLog(s, `${name} can't transform: ${why}. Nothing happens (${rule}).`, rule)
  }
  const faceUp = c.faceUp === 'front' ? 'back' : 'front'
  const other = faceUp === 'back' ? backFace(c.data) : frontFace(c.data)
  if (other && /\b(Instant|Sorcery)\b/.test(other.type_line ?? '')) {
    return addLog(
      s,
      `${name} can't transform into an instant or sorcery face: nothing happens (701.27d).`,
      '701.27d',
    )
  }
  // 712.18: the same object, so counters, Auras, damage and effects all stay.
  const next = setCard(s, id, { faceUp })
  const text = c.copy
    ? `${playerName(s, player)} transformed ${name}: it is now ${faceUp} face up, but it stays a copy of ${c.copy.sourceName} while that effect lasts (712.9).`
    : `${playerName(s, player)} transformed ${name} into ${logName(next, id)} (701.27a).`
  return addLog(next, text, c.copy ? '712.9' : '701.27a')
}

export const faceHandlers: Handlers = {
  'card/transform': (s, a) => transform(s, a.player, a.card),
  ...faceDownHandlers,
  ...copyHandlers,
}
