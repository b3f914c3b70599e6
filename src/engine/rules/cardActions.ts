/**
 * The everyday card actions a player performs at the table: moving (with the hand rule of 810.5
 * and the land drop of 805.4c), tapping, sacrificing (701.21a), counters (122), attaching,
 * until-end-of-turn changes, damage to permanents, revealing, tokens (111), drawing, shuffling.
 */
import { refuse } from '../errors'
import { addLog, getCard, getPlayer, logName, playerName, setCard } from '../state'
import type { CardId, CardInstance, GameState } from '../types'
import { copiableValues } from './copy'
import type { Handlers } from './handlers'
import { isLandPlay, recordLandPlay } from './landDrop'
import { drawCards, moveCard, newToken, shuffleLibrary } from './zones'

function onBattlefield(s: GameState, id: CardId, what: string): CardInstance {
  const c = getCard(s, id)
  if (c.zone !== 'battlefield')
    refuse('NOT_ON_BATTLEFIELD', `Only a permanent on the battlefield can ${what}.`)
  return c
}

function checkCount(n: number, what: string, max = 1000): void {
  if (!Number.isInteger(n))
    refuse('BAD_NUMBER', `${what} must be a whole number, not ${String(n)}.`)
  if (n < 1 || n > max) refuse('BAD_NUMBER', `${what} must be between 1 and ${max}, not ${n}.`)
}

export const zoneHandlers: Handlers = {
  'card/move': (s, a) => {
    const c = getCard(s, a.card)
    getPlayer(s, a.player)
    if (c.zone === 'hand' && c.owner !== a.player) {
      refuse(
        'NOT_YOUR_HAND',
        `Only ${playerName(s, c.owner)} may play or move cards from their own hand; teammates may look but not handle (810.5).`,
        '810.5',
      )
    }
    if (a.index !== undefined && (!Number.isInteger(a.index) || a.index < 0)) {
      refuse(
        'BAD_NUMBER',
        `A position in a zone must be a whole number of 0 or more, not ${a.index}.`,
      )
    }
    let moved = moveCard(s, a.player, a.card, a.to, a)
    if (a.asCopyOf !== undefined && a.to === 'battlefield') {
      // Enters as a copy, so a 0/0 Clone never sees the state-based check as a 0/0 (707.5, 614.1c).
      const original = getCard(s, a.asCopyOf)
      if (original.id === a.card) refuse('BAD_COPY', 'A card cannot enter as a copy of itself.')
      moved = addLog(
        setCard(moved, a.card, { copy: copiableValues(original) }),
        `It enters as a copy of ${logName(s, a.asCopyOf)} (707.5).`,
        '707.5',
      )
    }
    // Playing a land from hand uses the player's land drop (805.4c); a refusal changes nothing.
    return isLandPlay(s, a) ? recordLandPlay(moved, a.player, a.extraLand === true) : moved
  },
  'card/tap': (s, a) => {
    const c = onBattlefield(s, a.card, 'be tapped')
    if (c.tapped) refuse('ALREADY_TAPPED', `${logName(s, a.card)} is already tapped.`)
    return addLog(
      setCard(s, a.card, { tapped: true }),
      `${playerName(s, a.player)} tapped ${logName(s, a.card)}.`,
    )
  },
  'card/untap': (s, a) => {
    const c = onBattlefield(s, a.card, 'be untapped')
    if (!c.tapped) refuse('ALREADY_UNTAPPED', `${logName(s, a.card)} is already untapped.`)
    return addLog(
      setCard(s, a.card, { tapped: false }),
      `${playerName(s, a.player)} untapped ${logName(s, a.card)}.`,
    )
  },
  'card/sacrifice': (s, a) => {
    const c = onBattlefield(s, a.card, 'be sacrificed')
    if (c.controller !== a.player) {
      refuse(
        'NOT_YOUR_PERMANENT',
        `You can sacrifice only permanents you control; ${logName(s, a.card)} is controlled by ${playerName(s, c.controller)} (810.5, 701.21a).`,
        '701.21a',
      )
    }
    const next = addLog(s, `${playerName(s, a.player)} sacrificed ${logName(s, a.card)}.`)
    return moveCard(next, a.player, a.card, 'graveyard')
  },
  'card/counters': (s, a) => {
    const c = getCard(s, a.card)
    if (c.zone !== 'battlefield' && c.zone !== 'exile' && c.zone !== 'command') {
      refuse(
        'WRONG_ZONE',
        'Counters can be put only on permanents, or on cards in exile or the command zone (122.1).',
      )
    }
    if (!Number.isInteger(a.delta) || a.delta === 0)
      refuse(
        'BAD_NUMBER',
        `The number of counters to add or remove must be a whole number other than 0.`,
      )
    const name = a.counter.trim()
    if (name === '') refuse('BAD_COUNTER', 'A counter needs a name, such as +1/+1 or loyalty.')
    const have = c.counters[name] ?? 0
    if (have + a.delta < 0)
      refuse(
        'NOT_ENOUGH_COUNTERS',
        `${logName(s, a.card)} has only ${have} ${name} counter${have === 1 ? '' : 's'}.`,
      )
    const { [name]: _old, ...rest } = c.counters
    const counters = have + a.delta === 0 ? rest : { ...c.counters, [name]: have + a.delta }
    const verb =
      a.delta > 0
        ? `put ${a.delta} ${name} counter${a.delta === 1 ? '' : 's'} on`
        : `removed ${-a.delta} ${name} counter${a.delta === -1 ? '' : 's'} from`
    return addLog(
      setCard(s, a.card, { counters }),
      `${playerName(s, a.player)} ${verb} ${logName(s, a.card)}.`,
    )
  },
  'card/attach': (s, a) => {
    onBattlefield(s, a.card, 'be attached')
    if (a.to === null)
      return addLog(
        setCard(s, a.card, { attachedTo: null }),
        `${logName(s, a.card)} is no longer attached.`,
      )
    if (a.to === a.card)
      refuse('BAD_ATTACH', 'A permanent cannot be attached to itself (301.5c).', '301.5c')
    onBattlefield(s, a.to, 'have something attached')
    for (let at: CardId | null = a.to; at !== null; at = s.cards[at]?.attachedTo ?? null) {
      if (at === a.card)
        refuse('BAD_ATTACH', 'That would attach a permanent to something attached to it.')
    }
    return addLog(
      setCard(s, a.card, { attachedTo: a.to }),
      `${logName(s, a.card)} is now attached to ${logName(s, a.to)}.`,
    )
  },
  'card/pump': (s, a) => {
    const c = onBattlefield(s, a.card, 'get +N/+N until end of turn')
    if (!Number.isInteger(a.power) || !Number.isInteger(a.toughness))
      refuse('BAD_NUMBER', 'Power and toughness changes must be whole numbers.')
    const untilEndOfTurn = {
      power: c.untilEndOfTurn.power + a.power,
      toughness: c.untilEndOfTurn.toughness + a.toughness,
    }
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`)
    return addLog(
      setCard(s, a.card, { untilEndOfTurn }),
      `${logName(s, a.card)} gets ${sign(a.power)}/${sign(a.toughness)} until end of turn.`,
    )
  },
  'card/damage': (s, a) => {
    const c = onBattlefield(s, a.card, 'be dealt damage')
    checkCount(a.amount, 'Damage')
    return addLog(
      setCard(s, a.card, { damage: c.damage + a.amount }),
      `${logName(s, a.card)} is dealt ${a.amount} damage.`,
    )
  },
  'card/reveal': (s, a) => {
    const c = getCard(s, a.card)
    if (c.owner !== a.player)
      refuse('NOT_YOUR_CARD', `Only ${playerName(s, c.owner)} may reveal their own cards.`)
    if (c.zone !== 'hand' && c.zone !== 'library')
      refuse(
        'WRONG_ZONE',
        'Only cards in a hand or library are hidden, so only they can be revealed.',
      )
    const next = setCard(s, a.card, { revealed: a.revealed })
    return addLog(
      next,
      a.revealed
        ? `${playerName(s, a.player)} revealed ${frontName(c)}.`
        : `${playerName(s, a.player)} hid a card again.`,
    )
  },
  'token/create': (s, a) => {
    getPlayer(s, a.player)
    const count = a.count ?? 1
    checkCount(count, 'The number of tokens', 100)
    if (typeof a.data?.name !== 'string' || a.data.name.trim() === '')
      refuse('BAD_TOKEN', 'A token needs at least a name.')
    let next = s
    const doubleFaced = (a.data.card_faces?.length ?? 0) >= 2
    for (let i = 0; i < count; i++) {
      const id = `t${next.nextCardNumber}`
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
      `${playerName(s, a.player)} created ${count === 1 ? `a ${a.data.name} token` : `${count} ${a.data.name} tokens`}.`,
    )
  },
  'library/draw': (s, a) => {
    getPlayer(s, a.player)
    const count = a.count ?? 1
    checkCount(count, 'The number of cards to draw', 200)
    return drawCards(s, a.player, count)
  },
  'library/shuffle': (s, a) => {
    getPlayer(s, a.player)
    return shuffleLibrary(s, a.player)
  },
}

function frontName(c: CardInstance): string {
  return c.data.card_faces?.[0]?.name ?? c.data.name
}
