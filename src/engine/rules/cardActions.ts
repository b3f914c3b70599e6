/**
 * The everyday card actions a player performs at the table: moving (with the hand rule of 810.5
 * and the land drop of 805.4c), tapping, sacrificing (701.21a), counters (122), attaching,
 * until-end-of-turn changes, damage to permanents, tokens (111), drawing, shuffling.
 */
import { cardIdOf } from '../cardIds'
import { refuse } from '../errors'
import { CARD_LIMITS, checkCardDataSize, checkRoomFor } from './cardLimits'
import { message, type Message } from '../message'
import { addLog, getCard, getPlayer, playerName, setCard } from '../state'
import type { CardId, CardInstance, GameState } from '../types'
import { cardWord } from '../words'
import {
  AMOUNT_WORDS,
  checkCount,
  checkNewCards,
  checkSignedAmount,
  checkTotal,
  MAX_TOTAL,
} from './amounts'
import { markDamage } from './counters'
import { copiableValues } from './copy'
import type { Handlers } from './handlers'
import { castSpell } from './cast'
import { checkChosenFace, staysPut } from './entering'
import { isLandPlay, playLandFromHand } from './landDrop'
import { refuseNonPermanentData } from './permanentsOnly'
import { drawCards, moveCard, newToken, shuffleLibrary } from './zones'

/** `refusal` says what only a permanent on the battlefield can do. */
function onBattlefield(s: GameState, id: CardId, refusal: Message): CardInstance {
  const c = getCard(s, id)
  if (c.zone !== 'battlefield') refuse('NOT_ON_BATTLEFIELD', refusal)
  return c
}

export const zoneHandlers: Handlers = {
  'card/move': (s, a) => {
    // A card put onto the stack is cast (601.2a): one rule for every way of asking (cast.ts).
    if (a.to === 'stack') return castSpell(s, a.player, a.card, a.face)
    const c = getCard(s, a.card)
    getPlayer(s, a.player)
    if (c.zone === 'hand' && c.owner !== a.player) {
      refuse(
        'NOT_YOUR_HAND',
        message('cards.notYourHand', { owner: playerName(s, c.owner) }),
        '810.5',
      )
    }
    if (a.index !== undefined && (!Number.isInteger(a.index) || a.index < 0)) {
      refuse('BAD_NUMBER', message('cards.badPosition', { value: a.index }))
    }
    if (a.position != null && !isTablePosition(a.position)) {
      refuse('BAD_NUMBER', message('cards.badTablePosition'))
    }
    checkChosenFace(s, a)
    const stays = staysPut(s, a)
    if (stays) return stays
    let moved = moveCard(s, a.player, a.card, a.to, a)
    if (a.asCopyOf !== undefined && a.to === 'battlefield') {
      // Enters as a copy, so a 0/0 Clone never sees the state-based check as a 0/0 (707.5, 614.1c).
      const original = getCard(s, a.asCopyOf)
      if (original.id === a.card) refuse('BAD_COPY', message('cards.copyOfItself'))
      moved = addLog(
        setCard(moved, a.card, { copy: copiableValues(original) }),
        message('log.cards.entersAsCopy', { card: cardWord(s, a.asCopyOf) }),
        '707.5',
      )
    }
    // Playing a land from hand uses the player's land drop (805.4c); putting it there doesn't
    // (305.4). A refusal changes nothing.
    return isLandPlay(s, a) ? playLandFromHand(moved, a.player, a.extraLand === true) : moved
  },
  'card/tap': (s, a) => {
    const c = onBattlefield(s, a.card, message('cards.onlyPermanent.tap'))
    if (c.tapped)
      refuse('ALREADY_TAPPED', message('cards.alreadyTapped', { card: cardWord(s, a.card) }))
    return addLog(
      setCard(s, a.card, { tapped: true }),
      message('log.cards.tapped', { player: playerName(s, a.player), card: cardWord(s, a.card) }),
    )
  },
  'card/untap': (s, a) => {
    const c = onBattlefield(s, a.card, message('cards.onlyPermanent.untap'))
    if (!c.tapped)
      refuse('ALREADY_UNTAPPED', message('cards.alreadyUntapped', { card: cardWord(s, a.card) }))
    return addLog(
      setCard(s, a.card, { tapped: false }),
      message('log.cards.untapped', { player: playerName(s, a.player), card: cardWord(s, a.card) }),
    )
  },
  'card/sacrifice': (s, a) => {
    const c = onBattlefield(s, a.card, message('cards.onlyPermanent.sacrifice'))
    if (c.controller !== a.player) {
      refuse(
        'NOT_YOUR_PERMANENT',
        message('cards.notYourPermanent', {
          card: cardWord(s, a.card),
          controller: playerName(s, c.controller),
        }),
        '701.21a',
      )
    }
    const next = addLog(
      s,
      message('log.cards.sacrificed', {
        player: playerName(s, a.player),
        card: cardWord(s, a.card),
      }),
    )
    return moveCard(next, a.player, a.card, 'graveyard')
  },
  'card/attach': (s, a) => {
    onBattlefield(s, a.card, message('cards.onlyPermanent.attach'))
    if (a.to === null)
      return addLog(
        setCard(s, a.card, { attachedTo: null }),
        message('log.cards.unattached', { card: cardWord(s, a.card) }),
      )
    if (a.to === a.card) refuse('BAD_ATTACH', message('cards.attachToItself'), '301.5c')
    onBattlefield(s, a.to, message('cards.onlyPermanent.host'))
    for (let at: CardId | null = a.to; at !== null; at = s.cards[at]?.attachedTo ?? null) {
      if (at === a.card) refuse('BAD_ATTACH', message('cards.attachLoop'))
    }
    return addLog(
      setCard(s, a.card, { attachedTo: a.to }),
      message('log.cards.attached', { card: cardWord(s, a.card), host: cardWord(s, a.to) }),
    )
  },
  'card/pump': (s, a) => {
    const c = onBattlefield(s, a.card, message('cards.onlyPermanent.pump'))
    if (!Number.isInteger(a.power) || !Number.isInteger(a.toughness))
      refuse('BAD_NUMBER', message('cards.pumpWhole'))
    // A pump past any real game's numbers would leave a state no save could load back.
    checkSignedAmount(a.power, AMOUNT_WORDS.power)
    checkSignedAmount(a.toughness, AMOUNT_WORDS.toughness)
    const card = cardWord(s, a.card)
    const untilEndOfTurn = {
      power: checkTotal(
        c.untilEndOfTurn.power + a.power,
        message('word.total.power', { card }),
        -MAX_TOTAL,
      ),
      toughness: checkTotal(
        c.untilEndOfTurn.toughness + a.toughness,
        message('word.total.toughness', { card }),
        -MAX_TOTAL,
      ),
    }
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`)
    return addLog(
      setCard(s, a.card, { untilEndOfTurn }),
      message('log.cards.pumped', {
        card: cardWord(s, a.card),
        power: sign(a.power),
        toughness: sign(a.toughness),
      }),
    )
  },
  'card/damage': (s, a) => {
    const c = onBattlefield(s, a.card, message('cards.onlyPermanent.damage'))
    checkCount(a.amount, AMOUNT_WORDS.damage, 1000)
    return addLog(
      markDamage(s, a.card, c.damage + a.amount),
      message('log.cards.dealtDamage', { card: cardWord(s, a.card), count: a.amount }),
    )
  },
  'token/create': (s, a) => {
    getPlayer(s, a.player)
    const count = a.count ?? 1
    checkCount(count, AMOUNT_WORDS.tokens, CARD_LIMITS.tokensPerAction)
    checkNewCards(s, count)
    if (typeof a.data?.name !== 'string' || a.data.name.trim() === '')
      refuse('BAD_TOKEN', message('cards.tokenName'))
    checkCardDataSize(a.data)
    refuseNonPermanentData(a.data)
    checkRoomFor(s, count, true)
    let next = s
    const doubleFaced = (a.data.card_faces?.length ?? 0) >= 2
    for (let i = 0; i < count; i++) {
      const id = cardIdOf(next.nextCardNumber)
      const token: CardInstance = {
        ...newToken(id, a.data, a.player, next.turn.number),
        isDoubleFacedToken: doubleFaced,
      }
      next = {
        ...next,
        nextCardNumber: next.nextCardNumber + 1,
        cards: { ...next.cards, [id]: token },
        battlefield: [...next.battlefield, id],
      }
    }
    return addLog(
      next,
      message('log.cards.tokensCreated', {
        player: playerName(s, a.player),
        count,
        name: a.data.name,
      }),
    )
  },
  'library/draw': (s, a) => {
    getPlayer(s, a.player)
    const count = a.count ?? 1
    checkCount(count, AMOUNT_WORDS.cardsToDraw, 200)
    return drawCards(s, a.player, count)
  },
  'library/shuffle': (s, a) => {
    getPlayer(s, a.player)
    return shuffleLibrary(s, a.player)
  },
}

/** A free place on the battlefield: two finite numbers (table units, 0..1 of the area). */
function isTablePosition(p: unknown): boolean {
  if (typeof p !== 'object' || p === null) return false
  const { x, y } = p as { x?: unknown; y?: unknown }
  return Number.isFinite(x) && Number.isFinite(y)
}
