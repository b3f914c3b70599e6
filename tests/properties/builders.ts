/**
 * One builder per action type: how a recipe becomes that action in the current state. The
 * Builders type lists every type in actions.ts, so a new action type fails the typecheck here
 * until the property tests generate it.
 */
import { mulligan, type ActionOf, type CardData, type PlayerId } from '../../src/engine'
import { samplePool, sampleTokens } from '../fixtures/sampleGame'
import { combatBuilders } from './combatBuilders'
import { libraryBuilders } from './libraryBuilders'
import { MODAL_CARDS } from './modalCards'
import { nth, type Builders, type Resolver } from './resolver'

const COUNTERS = ['+1/+1', '-1/-1', 'loyalty', 'charge', ' ', '']
const RESTRICTIONS = ['cantGainLife', 'cantLoseLife', 'cantGetPoison', 'preventAllDamage'] as const
const EFFECTS = ['damage', 'loseLife', 'gainLife', 'poison', 'draw'] as const
const BAD_TOKEN: CardData = { name: ' ', type_line: 'Token Creature' }

/** Now and then a resolving or countered spell goes to exile or a hand instead (608.2n, 701.6a). */
function withStackExit<A extends ActionOf<'stack/resolve' | 'stack/counter'>>(
  x: Resolver,
  a: A,
): A {
  const exit = STACK_EXITS[x.r.option % 8]
  return exit === undefined ? a : { ...a, to: exit }
}
const STACK_EXITS = ['graveyard', 'exile', 'hand'] as const

/** Mulligans, cards, zones, tokens, libraries and commanders. */
const cardBuilders = {
  'mulligan/decide': (x) => {
    const deciding = mulligan(x.s).deciding
    const player = x.player(x.r.player, nth(deciding, x.r.player.n))
    return { type: 'mulligan/decide', player, choice: x.r.option % 4 === 0 ? 'mulligan' : 'keep' }
  },
  'mulligan/bottom': (x) => {
    const owing = x.s.seats.filter((p) => (x.s.mulligan.mustBottom[p] ?? 0) > 0)
    const player = x.player(x.r.player, nth(owing, x.r.player.n))
    const hand = x.playerOf(player)?.zones.hand ?? []
    const owed = x.playerOf(player) ? (x.s.mulligan.mustBottom[player] ?? 0) : 0
    const count = Math.max(0, owed + (x.r.option % 6 === 0 ? (x.r.flag ? 1 : -1) : 0))
    const start = x.r.card.n % Math.max(1, hand.length)
    const cards = [...hand.slice(start), ...hand.slice(0, start)].slice(0, count)
    if (x.r.card.from === 'missing' || x.r.other.from === 'missing') {
      cards[0] = x.card(x.r.other, 'any')
    }
    return { type: 'mulligan/bottom', player, cards }
  },
  'card/move': (x) => {
    const card = x.card(x.r.card, 'any')
    const a: ActionOf<'card/move'> = {
      type: 'card/move',
      player: x.player(x.r.player, x.ownerOf(card)),
      card,
      to: x.r.zone,
    }
    if (x.bit(0)) a.zoneOwner = x.player(x.r.target, x.ownerOf(card))
    if (x.bit(1)) a.index = x.bit(5) ? x.r.extra : x.r.amount - 1
    if (x.bit(2)) a.faceDown = x.r.flag
    if (x.bit(3)) a.position = { x: (x.r.card.n % 10) / 10, y: (x.r.other.n % 10) / 10 }
    if (x.bit(4)) a.transformed = x.r.flag
    if (x.bit(6)) a.extraLand = x.r.flag
    // Bit 7 asks for a put (305.4) or, the other way round, a modal DFC's back face (712.12).
    if (x.bit(7)) {
      if (x.r.flag) a.put = true
      else a.face = 'back'
    }
    return a
  },
  'card/tap': (x) => ({ type: 'card/tap', ...x.permanent() }),
  'card/untap': (x) => ({ type: 'card/untap', ...x.permanent('tapped') }),
  'card/sacrifice': (x) => ({ type: 'card/sacrifice', ...x.permanent() }),
  'card/counters': (x) => ({
    type: 'card/counters',
    ...x.permanent(),
    counter: COUNTERS[x.r.option % COUNTERS.length] ?? '+1/+1',
    delta: x.bit(3) ? x.signed(x.r.amount) : x.r.amount,
  }),
  'card/transform': (x) => ({ type: 'card/transform', ...x.permanent('doubleFaced') }),
  'card/chooseFace': (x) => ({
    type: 'card/chooseFace',
    ...x.inZone('modal'),
    face: x.r.flag ? 'back' : 'front',
  }),
  'card/turnFaceDown': (x) => ({ type: 'card/turnFaceDown', ...x.permanent() }),
  'card/turnFaceUp': (x) => ({ type: 'card/turnFaceUp', ...x.permanent() }),
  'card/becomeCopy': (x) => ({
    type: 'card/becomeCopy',
    ...x.permanent(),
    of: x.card(x.r.other, 'battlefield'),
  }),
  'card/endCopy': (x) => ({ type: 'card/endCopy', ...x.permanent('copy') }),
  'card/attach': (x) => ({
    type: 'card/attach',
    ...x.permanent(),
    to: x.r.option % 5 === 0 ? null : x.card(x.r.other, 'battlefield'),
  }),
  'card/goad': (x) => {
    const card = x.card(x.r.card, 'creature')
    const controller = x.controllerOf(card)
    const goader = controller === undefined ? undefined : x.opponentOf(controller, x.r.player.n)
    return { type: 'card/goad', player: x.player(x.r.player, goader), card }
  },
  'card/pump': (x) => ({
    type: 'card/pump',
    ...x.permanent('creature'),
    power: x.signed(x.r.amount),
    toughness: x.bit(0) ? -x.r.extra : x.r.extra,
  }),
  'card/damage': (x) => ({ type: 'card/damage', ...x.permanent('creature'), amount: x.r.amount }),
  'card/reveal': (x) => ({ type: 'card/reveal', ...x.inZone('hand'), revealed: x.r.flag }),
  'token/create': (x) => {
    const data = x.r.option % 17 === 0 ? BAD_TOKEN : nth(sampleTokens, x.r.option)
    const a: ActionOf<'token/create'> = {
      type: 'token/create',
      player: x.player(x.r.player, x.activePlayer(x.r.player.n)),
      data: data ?? BAD_TOKEN,
    }
    if (x.bit(5)) a.count = x.r.amount
    return a
  },
  'card/conjure': (x) => {
    // One in five a modal DFC (712.12): the sample decks hold none.
    const data =
      x.r.option % 17 === 0
        ? BAD_TOKEN
        : x.r.option % 5 === 1
          ? nth(MODAL_CARDS, x.r.option >> 3)
          : nth(samplePool, x.r.option)
    const a: ActionOf<'card/conjure'> = {
      type: 'card/conjure',
      player: x.player(x.r.player, x.activePlayer(x.r.player.n)),
      data: data ?? BAD_TOKEN,
      to: x.r.zone,
    }
    if (x.bit(5)) a.index = x.bit(1) ? x.r.extra : x.r.amount - 1
    return a
  },
  'token/createCopy': (x) => ({
    type: 'token/createCopy',
    player: x.player(x.r.player, x.activePlayer(x.r.player.n)),
    of: x.card(x.r.card, 'battlefield'),
  }),
  'library/draw': (x) => {
    const a: ActionOf<'library/draw'> = {
      type: 'library/draw',
      player: x.player(x.r.player, undefined),
    }
    if (x.bit(0)) a.count = x.r.amount
    return a
  },
  'library/shuffle': (x) => ({ type: 'library/shuffle', player: x.player(x.r.player, undefined) }),
  'card/explore': (x) => {
    const a: ActionOf<'card/explore'> = { type: 'card/explore', ...x.permanent('creature') }
    if (x.bit(0)) a.toGraveyard = x.r.flag
    return a
  },
  'stack/resolve': (x) => withStackExit(x, { type: 'stack/resolve', ...x.permanent('stack') }),
  'stack/counter': (x) => withStackExit(x, { type: 'stack/counter', ...x.permanent('stack') }),
  'card/cast': (x) => {
    const card = x.card(x.r.card, x.bit(2) ? 'any' : 'hand')
    const a: ActionOf<'card/cast'> = {
      type: 'card/cast',
      player: x.player(x.r.player, x.ownerOf(card)),
      card,
    }
    if (x.bit(7)) a.face = x.r.flag ? 'back' : 'front'
    return a
  },
  'card/revealSeen': (x) => {
    const a: ActionOf<'card/revealSeen'> = {
      type: 'card/revealSeen',
      player: x.player(x.r.player, undefined),
    }
    if (x.bit(3)) a.card = x.card(x.r.card, 'hand')
    return a
  },
  'commander/return': (x) => {
    // Natural: an open 903.9 choice, answered by its owner.
    const open = x.r.card.from === 'natural' ? (x.s.commanderChoices ?? []) : []
    const choice = nth(open, x.r.card.n)
    const card = choice?.card ?? x.card(x.r.card, 'commander')
    const player = x.player(x.r.player, choice?.owner ?? x.ownerOf(card))
    return { type: 'commander/return', player, card, home: x.r.flag }
  },
  'commander/returnPreference': (x) => ({
    type: 'commander/returnPreference',
    player: x.player(x.r.player, undefined),
    answer: (['ask', 'always', 'never'] as const)[x.r.option % 3] ?? 'ask',
  }),
  'commander/cast': (x) => {
    const card = x.card(x.r.card, 'commander')
    return { type: 'commander/cast', player: x.player(x.r.player, x.ownerOf(card)), card }
  },
  'commander/damage': (x) => {
    const commander = x.card(x.r.card, 'commander')
    const owner = x.ownerOf(commander)
    const victim = owner === undefined ? undefined : x.opponentOf(owner, x.r.target.n)
    return {
      type: 'commander/damage',
      player: x.player(x.r.player, owner),
      victim: x.player(x.r.target, victim),
      commander,
      amount: x.signed(x.r.amount),
    }
  },
} satisfies Partial<Builders>

/** Life, poison, players, effects and turns. */
const tableBuilders = {
  'life/damage': (x) => {
    const player = x.player(x.r.player, x.activePlayer(x.r.player.n))
    const a: ActionOf<'life/damage'> = {
      type: 'life/damage',
      player,
      target: x.player(x.r.target, x.opponentOf(player, x.r.target.n)),
      amount: x.r.amount,
    }
    if (x.bit(0)) a.source = x.card(x.r.card, 'battlefield')
    if (x.bit(1)) a.combat = x.r.flag
    return a
  },
  'life/lose': (x) => ({
    type: 'life/lose',
    player: x.player(x.r.player, undefined),
    amount: x.r.amount,
  }),
  'life/gain': (x) => ({
    type: 'life/gain',
    player: x.player(x.r.player, undefined),
    amount: x.r.amount,
  }),
  'life/pay': (x) => {
    const player = x.player(x.r.player, undefined)
    const payments = [{ player, amount: x.r.amount }]
    if (x.bit(0)) {
      payments.push({ player: x.player(x.r.target, x.teammateOf(player)), amount: x.r.extra })
    }
    return { type: 'life/pay', payments: x.bit(1) && !x.bit(0) ? [] : payments }
  },
  'life/payHalf': (x) => ({
    type: 'life/payHalf',
    player: x.player(x.r.player, undefined),
    round: x.r.flag ? 'up' : 'down',
  }),
  'life/set': (x) => ({
    type: 'life/set',
    player: x.player(x.r.player, undefined),
    value: x.r.amount + 40,
  }),
  'life/setEach': (x) => {
    const { A, B } = x.s.teams
    return {
      type: 'life/setEach',
      value: x.r.amount + 40,
      chosen: {
        A: x.player(x.r.player, nth(A.players, x.r.player.n)),
        B: x.player(x.r.target, nth(B.players, x.r.target.n)),
      },
    }
  },
  'life/double': (x) => ({ type: 'life/double', player: x.player(x.r.player, undefined) }),
  'life/exchange': (x) => {
    const a = x.player(x.r.player, undefined)
    return { type: 'life/exchange', a, b: x.player(x.r.target, x.opponentOf(a, x.r.target.n)) }
  },
  'life/redistribute': (x) => {
    const player = x.player(x.r.player, undefined)
    const other = x.player(x.r.target, x.opponentOf(player, x.r.target.n))
    const totals: Record<PlayerId, number> = { [player]: x.r.amount + 30 }
    if (x.bit(0)) totals[other] = x.r.extra + 30
    return { type: 'life/redistribute', player, totals: x.bit(1) && !x.bit(0) ? {} : totals }
  },
  'poison/add': (x) => ({
    type: 'poison/add',
    player: x.player(x.r.player, undefined),
    amount: x.bit(0) ? x.signed(x.r.amount) : x.r.amount,
  }),
  'player/restrict': (x) => ({
    type: 'player/restrict',
    player: x.player(x.r.player, undefined),
    restriction: RESTRICTIONS[x.r.option % RESTRICTIONS.length] ?? 'cantGainLife',
    on: x.r.flag,
  }),
  'effect/eachOpponent': (x) => eachEffect(x, 'effect/eachOpponent'),
  'effect/eachPlayer': (x) => eachEffect(x, 'effect/eachPlayer'),
  // Conceding ends the game, so three in four name a player who isn't there.
  'player/concede': (x) => ({
    type: 'player/concede',
    player: x.player(x.r.option < 64 ? x.r.player : { rel: 'missing', n: x.r.option }, undefined),
  }),
  'turn/nextStep': () => ({ type: 'turn/nextStep' }),
  'turn/end': () => ({ type: 'turn/end' }),
  'turn/extraTurn': (x) => {
    const a: ActionOf<'turn/extraTurn'> = {
      type: 'turn/extraTurn',
      player: x.player(x.r.player, undefined),
    }
    if (x.bit(0)) a.players = x.bit(1) ? [] : [x.player(x.r.target, undefined)]
    return a
  },
  'turn/landPlayed': (x) => {
    const a: ActionOf<'turn/landPlayed'> = {
      type: 'turn/landPlayed',
      player: x.player(x.r.player, x.activePlayer(x.r.player.n)),
    }
    if (x.bit(0)) a.extraAllowed = x.r.flag
    return a
  },
} satisfies Partial<Builders>

export const BUILDERS: Builders = {
  ...cardBuilders,
  ...libraryBuilders,
  ...tableBuilders,
  ...combatBuilders,
}

function eachEffect<T extends 'effect/eachOpponent' | 'effect/eachPlayer'>(
  x: Resolver,
  type: T,
): ActionOf<'effect/eachOpponent' | 'effect/eachPlayer'> & { type: T } {
  const kind = EFFECTS[x.r.option % EFFECTS.length] ?? 'damage'
  const a: ActionOf<'effect/eachOpponent' | 'effect/eachPlayer'> & { type: T } = {
    type,
    player: x.player(x.r.player, x.activePlayer(x.r.player.n)),
    effect: { kind, amount: x.r.amount },
  }
  if (x.bit(4)) a.source = x.card(x.r.card, 'battlefield')
  return a
}
