/**
 * Turning permanents face down and face up (708). Turning face down keeps the same object, so
 * counters, Auras and damage stay; commander status stays too (903.3, the Ixidron example).
 */
import { refuse } from '../errors'
import { addLog, getCard, logName, playerName, setCard } from '../state'
import type { CardInstance, GameState } from '../types'
import { cardView, isDoubleFaced } from './faces'
import type { Handlers } from './handlers'

function permanent(s: GameState, id: string, what: string): CardInstance {
  const c = getCard(s, id)
  if (c.zone !== 'battlefield') {
    refuse('NOT_ON_BATTLEFIELD', `Only a permanent on the battlefield can be turned face ${what}.`)
  }
  return c
}

export const faceDownHandlers: Handlers = {
  'card/turnFaceDown': (s, a) => {
    const c = permanent(s, a.card, 'down')
    const name = logName(s, a.card)
    if (c.faceDown) {
      return addLog(s, `${name} is already face down: nothing happens (708.2b).`, '708.2b')
    }
    if (isDoubleFaced(c)) {
      return addLog(
        s,
        `${name} is a double-faced permanent and can't be turned face down: nothing happens (712.16).`,
        '712.16',
      )
    }
    const next = setCard(s, a.card, { faceDown: true })
    return addLog(
      next,
      `${playerName(s, a.player)} turned ${name} face down: it is a nameless 2/2 creature with no text (708.2a).`,
      '708.2a',
    )
  },
  'card/turnFaceUp': (s, a) => {
    const c = permanent(s, a.card, 'up')
    if (!c.faceDown) {
      return addLog(s, `${logName(s, a.card)} is already face up: nothing happens.`)
    }
    // A face-down DFC turned face up shows its front face (712.15a).
    const next = setCard(s, a.card, { faceDown: false, faceUp: 'front' })
    const rule = isDoubleFaced(c) ? '712.15a' : '708.8'
    return addLog(
      next,
      `${playerName(s, a.player)} turned a face-down permanent face up: it is ${cardView(next, a.card).name} (${rule}).`,
      rule,
    )
  },
}
