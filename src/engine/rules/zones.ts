/**
 * Zones and moving cards between them (400, 111, 701.20), drawing (121, 704.5b), shuffling
 * (701.20), tapping, counters (122), attaching (301.5, 303.4) and tokens (111).
 */
import { refuse } from '../errors'
import { shuffled } from '../rng'
import {
  addLog,
  getCard,
  getPlayer,
  logName,
  playerName,
  setCard,
  setPlayer,
  setZone,
} from '../state'
import type {
  CardId,
  CardInstance,
  GameState,
  PlayerId,
  PlayerZoneName,
  Position,
  ZoneName,
} from '../types'
import { canTransform } from './transformable'
import { copiableValues } from './copy'
import { isLandPlay, recordLandPlay } from './landDrop'
import type { Handlers } from './handlers'

export interface MoveOptions {
  zoneOwner?: PlayerId | undefined
  index?: number | undefined
  faceDown?: boolean | undefined
  position?: Position | undefined
  transformed?: boolean | undefined
}

const ZONE_WORDS: Record<ZoneName, string> = {
  library: 'library',
  hand: 'hand',
  battlefield: 'the battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
  command: 'command zone',
  stack: 'the stack',
}

function isPlayerZone(z: ZoneName): z is PlayerZoneName {
  return z !== 'battlefield' && z !== 'stack'
}

/** Takes a card out of wherever it is, without any other change. */
function detach(s: GameState, c: CardInstance): GameState {
  if (c.zone === 'battlefield')
    return { ...s, battlefield: s.battlefield.filter((id) => id !== c.id) }
  if (c.zone === 'stack') return { ...s, stack: s.stack.filter((id) => id !== c.id) }
  const zone = getPlayer(s, c.owner).zones[c.zone]
  return setZone(
    s,
    c.owner,
    c.zone,
    zone.filter((id) => id !== c.id),
  )
}

function insertAt(
  list: CardId[],
  id: CardId,
  index: number | undefined,
  defaultTop: boolean,
): CardId[] {
  const at =
    index === undefined ? (defaultTop ? 0 : list.length) : Math.max(0, Math.min(index, list.length))
  return [...list.slice(0, at), id, ...list.slice(at)]
}

/** Permanents attached to one that leaves become unattached (the SBA of 704.5m/n follows by hand). */
function unattachFrom(s: GameState, host: CardId): GameState {
  let next = s
  for (const id of s.battlefield) {
    if (s.cards[id]?.attachedTo === host) next = setCard(next, id, { attachedTo: null })
  }
  return next
}

/** A permanent that leaves the battlefield or changes control is removed from combat (506.4). */
function removeFromCombat(s: GameState, id: CardId): GameState {
  const { attacks, blocks } = s.combat
  const blocking = blocks.filter((b) => b.blocker === id)
  if (!attacks.some((a) => a.attacker === id) && blocking.length === 0) return s
  const left = blocks.filter((b) => b.blocker !== id && b.attacker !== id)
  // An attacker stays blocked even when its blockers are gone (509.1h).
  const orphaned = blocking
    .map((b) => b.attacker)
    .filter((a) => a !== id && !left.some((b) => b.attacker === a))
  const combat = {
    ...s.combat,
    attacks: attacks.filter((a) => a.attacker !== id),
    blocks: left,
  }
  if (orphaned.length > 0) combat.blockedAlone = [...(s.combat.blockedAlone ?? []), ...orphaned]
  return { ...s, combat }
}

/**
 * Moves a card. Leaving a zone makes a new object (400.7): tapped, counters, damage, copy
 * effects and attachments are gone; a token that leaves the battlefield ceases to exist (111.7).
 */
export function moveCard(
  s: GameState,
  by: PlayerId,
  id: CardId,
  to: ZoneName,
  opts: MoveOptions = {},
): GameState {
  const c = getCard(s, id)
  const from = c.zone
  let next = s

  if (from === 'battlefield' && to === 'battlefield') {
    // Same zone: a new position or a change of control, never a new object.
    const controller = opts.zoneOwner ?? c.controller
    getPlayer(s, controller)
    const patch: Partial<CardInstance> = { position: opts.position ?? c.position }
    if (controller !== c.controller) {
      next = removeFromCombat(next, id)
      patch.controller = controller
      patch.controlledSinceTurn = s.turn.number
      next = addLog(next, `${playerName(s, controller)} gains control of ${logName(s, id)}.`)
    }
    return setCard(next, id, patch)
  }

  if (isPlayerZone(to) && opts.zoneOwner !== undefined && opts.zoneOwner !== c.owner) {
    refuse(
      'WRONG_ZONE',
      `A card goes only to its owner's ${ZONE_WORDS[to]}; this one belongs to ${playerName(s, c.owner)} (400.3).`,
      '400.3',
    )
  }

  next = detach(next, c)
  if (from === 'battlefield') next = removeFromCombat(unattachFrom(next, id), id)

  if (c.isToken && from === 'battlefield') {
    const { [id]: _gone, ...cards } = next.cards
    next = { ...next, cards }
    return addLog(
      next,
      `${logName(s, id)} (a token) left the battlefield and ceased to exist (111.7).`,
      '111.7',
    )
  }

  const controller = to === 'battlefield' || to === 'stack' ? (opts.zoneOwner ?? by) : c.owner
  getPlayer(next, controller)
  const enteringTransformed = to === 'battlefield' && opts.transformed === true
  const faceUp = enteringTransformed && canTransform(c) ? 'back' : 'front'
  const moved: CardInstance = {
    ...c,
    zone: to,
    controller,
    tapped: false,
    counters: {},
    attachedTo: null,
    damage: 0,
    copy: null,
    goadedBy: [],
    untilEndOfTurn: { power: 0, toughness: 0 },
    faceDown:
      opts.faceDown === true && (to === 'battlefield' || to === 'exile' || to === 'library'),
    faceUp,
    controlledSinceTurn: s.turn.number,
    position: to === 'battlefield' ? (opts.position ?? null) : null,
    revealed: false,
  }
  next = { ...next, cards: { ...next.cards, [id]: moved } }

  if (to === 'battlefield') next = { ...next, battlefield: [...next.battlefield, id] }
  else if (to === 'stack') next = { ...next, stack: insertAt(next.stack, id, opts.index, true) }
  else {
    const zone = getPlayer(next, c.owner).zones[to]
    next = setZone(next, c.owner, to, insertAt(zone, id, opts.index, to === 'library'))
  }

  const where =
    to === 'library'
      ? opts.index === undefined || opts.index === 0
        ? 'on top of the library'
        : opts.index >= getPlayer(next, c.owner).zones.library.length - 1
          ? 'on the bottom of the library'
          : `into the library (position ${opts.index + 1})`
      : `to ${isPlayerZone(to) ? `${playerName(s, c.owner)}'s ` : ''}${ZONE_WORDS[to]}`
  const shown =
    to === 'library' || to === 'hand'
      ? from === 'library' || from === 'hand'
        ? 'a card'
        : logName(s, id)
      : logName(next, id)
  next = addLog(next, `${playerName(s, by)} moved ${shown} ${where}.`)
  if (opts.transformed === true && to === 'battlefield' && faceUp === 'front') {
    next = addLog(
      next,
      `It can't enter transformed: it isn't a transforming double-faced card (712.14a).`,
      '712.14a',
    )
  }
  return next
}

export function drawCards(s: GameState, player: PlayerId, count: number): GameState {
  let next = s
  for (let i = 0; i < count; i++) {
    const top = getPlayer(next, player).zones.library[0]
    if (top === undefined) {
      next = setPlayer(next, player, { drewFromEmptyLibrary: true })
      return addLog(
        next,
        `${playerName(s, player)} tried to draw from an empty library; their team loses (704.5b, 810.8a).`,
        '704.5b',
      )
    }
    next = moveCardQuietly(next, top, 'hand')
  }
  return addLog(next, `${playerName(s, player)} drew ${count === 1 ? 'a card' : `${count} cards`}.`)
}

/** Library to hand without a log line per card (drawing logs once). */
function moveCardQuietly(s: GameState, id: CardId, to: PlayerZoneName): GameState {
  const c = getCard(s, id)
  let next = detach(s, c)
  next = setCard(next, id, { zone: to, revealed: false })
  const zone = getPlayer(next, c.owner).zones[to]
  return setZone(next, c.owner, to, [...zone, id])
}

export function shuffleLibrary(s: GameState, player: PlayerId): GameState {
  const lib = getPlayer(s, player).zones.library
  const { items, rng } = shuffled(lib, s.rng)
  return addLog(
    setZone({ ...s, rng }, player, 'library', items),
    `${playerName(s, player)} shuffled their library.`,
  )
}

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

export function newToken(
  id: CardId,
  data: CardInstance['data'],
  player: PlayerId,
  turn: number,
): CardInstance {
  return {
    id,
    data,
    owner: player,
    controller: player,
    zone: 'battlefield',
    isToken: true,
    isDoubleFacedToken: false,
    isCommander: false,
    faceUp: 'front',
    faceDown: false,
    tapped: false,
    counters: {},
    attachedTo: null,
    damage: 0,
    copy: null,
    controlledSinceTurn: turn,
    goadedBy: [],
    untilEndOfTurn: { power: 0, toughness: 0 },
    position: null,
    revealed: false,
  }
}
