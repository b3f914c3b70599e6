/**
 * Turning permanents face down and face up (708). Turning face down keeps the same object, so
 * counters, Auras and damage stay; commander status stays too (903.3, the Ixidron example).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, playerName, setCard } from '../state'
import type { CardInstance, GameState } from '../types'
import { cardWord } from '../words'
import { cardView, isDoubleFaced } from './faces'
import type { Handlers } from './handlers'

function permanent(s: GameState, id: string, way: 'down' | 'up'): CardInstance {
  const c = getCard(s, id)
  if (c.zone !== 'battlefield') {
    refuse(
      'NOT_ON_BATTLEFIELD',
      message(way === 'down' ? 'faces.onlyPermanentDown' : 'faces.onlyPermanentUp'),
    )
  }
  return c
}

export const faceDownHandlers: Handlers = {
  'card/turnFaceDown': (s, a) => {
    const c = permanent(s, a.card, 'down')
    const name = cardWord(s, a.card)
    if (c.faceDown) {
      return addLog(s, message('log.faces.alreadyDown', { card: name }), '708.2b')
    }
    if (isDoubleFaced(c)) {
      return addLog(s, message('log.faces.doubleFacedCantTurnDown', { card: name }), '712.16')
    }
    const next = setCard(s, a.card, { faceDown: true })
    return addLog(
      next,
      message('log.faces.turnedDown', { player: playerName(s, a.player), card: name }),
      '708.2a',
    )
  },
  'card/turnFaceUp': (s, a) => {
    const c = permanent(s, a.card, 'up')
    if (!c.faceDown) {
      return addLog(s, message('log.faces.alreadyUp', { card: cardWord(s, a.card) }))
    }
    // A face-down DFC turned face up shows its front face (712.15a).
    const next = setCard(s, a.card, { faceDown: false, faceUp: 'front' })
    const rule = isDoubleFaced(c) ? '712.15a' : '708.8'
    return addLog(
      next,
      message('log.faces.turnedUp', {
        player: playerName(s, a.player),
        card: cardView(next, a.card).name,
        rule,
      }),
      rule,
    )
  },
}
