/**
 * Turning a modal double-faced card to the face its player means to play or cast (712.12), where
 * that choice shows: in hand, in the command zone and on the stack. In hand and the command zone
 * the card still has only its front face's characteristics (712.8a); the face turned up there is
 * the one it is played or cast with (enteringFace). On the battlefield a modal DFC keeps the face
 * it entered with: it can't be turned over there (701.27c).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName, setCard } from '../state'
import { cardWord } from '../words'
import { isModalData, showsChosenFace } from './faces'
import type { Handlers } from './handlers'

export const modalFaceHandlers: Handlers = {
  'card/chooseFace': (s, a) => {
    getPlayer(s, a.player)
    const c = getCard(s, a.card)
    if (!isModalData(c.data)) {
      refuse('NOT_MODAL', message('zones.notModal', { card: cardWord(s, a.card) }), '712.12')
    }
    if (!showsChosenFace(c)) {
      refuse('FACE_NOT_CHOSEN_HERE', message('faces.chooseFaceWhere'), '712.8a')
    }
    if (c.faceUp === a.face) return s
    const next = setCard(s, a.card, { faceUp: a.face })
    const player = playerName(s, a.player)
    // A hand is hidden (810.5): the log says that a card was turned over, not which.
    const said =
      c.zone === 'hand'
        ? message('log.faces.choseFaceInHand', { player })
        : message('log.faces.choseFace', {
            player,
            card: cardWord(s, a.card),
            face: cardWord(next, a.card),
          })
    return addLog(next, said, '712.12')
  },
}
