/** The actions the showcase's steps perform, always as A1 (the viewer's own player). */
import type { Action, CardId } from '../engine'

export const transform = (card: CardId): Action => ({ type: 'card/transform', player: 'A1', card })

export const turnFaceDown = (card: CardId): Action => ({
  type: 'card/turnFaceDown',
  player: 'A1',
  card,
})

export const turnFaceUp = (card: CardId): Action => ({
  type: 'card/turnFaceUp',
  player: 'A1',
  card,
})

export const explore = (card: CardId, toGraveyard = false): Action => ({
  type: 'card/explore',
  player: 'A1',
  card,
  toGraveyard,
})

export const enter = (
  card: CardId,
  extra: { asCopyOf?: CardId; faceDown?: boolean } = {},
): Action => ({
  type: 'card/move',
  player: 'A1',
  card,
  to: 'battlefield',
  ...extra,
})

export const putOnTop = (card: CardId): Action => ({
  type: 'card/move',
  player: 'A1',
  card,
  to: 'library',
  index: 0,
})
