/**
 * Zones and moving cards between them (400, 400.7, 111.7, 506.4), drawing (121, 704.5b) and
 * shuffling (701.20): the mechanisms every rule module moves cards with.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { shuffled } from '../rng'
import {
  addLog,
  getCard,
  getPlayer,
  playerName,
  setCard,
  setPlayer,
  setZone,
  unrevealed,
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
import { aCard, cardWord, ZONE_WORDS } from '../words'
import { noteDeparture } from './commanderChoices'
import { combatExtras, updateCombat, type DamageShare } from './combatState'
import { enteringFace } from './faces'
import { refuseNonPermanent } from './permanentsOnly'
import { canTransform } from './transformable'

export interface MoveOptions {
  zoneOwner?: PlayerId | undefined
  index?: number | undefined
  faceDown?: boolean | undefined
  /** null: back into the rows (a free position is only kept on request). */
  position?: Position | null | undefined
  transformed?: boolean | undefined
  /** A modal DFC's chosen face on the battlefield or stack (712.12). */
  face?: 'front' | 'back' | undefined
}

function isPlayerZone(z: ZoneName): z is PlayerZoneName {
  return z !== 'battlefield' && z !== 'stack'
}

/**
 * The battlefield's order with `id` at the controller's slot `index` (the order of that player's
 * rows on the table); at the end when there is no index or no permanent at it. One list holds
 * every player's permanents, so the slot is found among the controller's own.
 */
function intoSlot(
  s: GameState,
  id: CardId,
  controller: PlayerId,
  index: number | undefined,
): CardId[] {
  const rest = s.battlefield.filter((other) => other !== id)
  const mine = rest.filter((other) => s.cards[other]?.controller === controller)
  const before = index === undefined ? undefined : mine[index]
  const at = before === undefined ? rest.length : rest.indexOf(before)
  return [...rest.slice(0, at), id, ...rest.slice(at)]
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

/**
 * 506.4c: a planeswalker or battle removed from combat stops being attacked; a creature attacking
 * it goes on attacking nothing (it may still be blocked, and deals no damage unblocked). The
 * player who defended it stays its defending player (508.5), so blocks still follow 805.10d.
 */
function withoutAttacksOn(s: GameState, id: CardId): GameState {
  const defender = s.cards[id]?.controller
  if (defender === undefined || !s.combat.attacks.some((a) => a.target === id)) return s
  const attacks = s.combat.attacks.map((a) =>
    a.target === id ? { attacker: a.attacker, defender } : a,
  )
  return { ...s, combat: { ...s.combat, attacks } }
}

/** A permanent that leaves the battlefield or changes control is removed from combat (506.4). */
function removeFromCombat(s: GameState, id: CardId): GameState {
  const { attacks, blocks } = s.combat
  const blocking = blocks.filter((b) => b.blocker === id)
  const cleared = withoutSplitsNaming(withoutAttacksOn(s, id), id)
  if (!attacks.some((a) => a.attacker === id) && blocking.length === 0) return cleared
  const left = blocks.filter((b) => b.blocker !== id && b.attacker !== id)
  // An attacker stays blocked even when its blockers are gone (509.1h).
  const orphaned = blocking
    .map((b) => b.attacker)
    .filter((a) => a !== id && !left.some((b) => b.attacker === a))
  const wasAlone = s.combat.blockedAlone ?? []
  const alone = [...wasAlone.filter((a) => a !== id), ...orphaned]
  const combat = {
    ...cleared.combat,
    attacks: cleared.combat.attacks.filter((a) => a.attacker !== id),
    blocks: left,
  }
  if (orphaned.length > 0 || alone.length !== wasAlone.length) combat.blockedAlone = alone
  return { ...cleared, combat }
}

/**
 * A damage split chosen for this step (510.1c) forgets a permanent that left combat: its own
 * split, and its shares in the others' splits. A split that gave it damage no longer adds up to
 * the attacker's power, so the engine asks for it again; a share of 0 just goes. A token that
 * ceased to exist (111.7) is then named nowhere.
 */
function withoutSplitsNaming(s: GameState, id: CardId): GameState {
  const chosen = combatExtras(s).assignments
  if (!chosen) return s
  const named = (shares: DamageShare[]) => shares.some((x) => x.to === id)
  if (!Object.hasOwn(chosen, id) && !Object.values(chosen).some(named)) return s
  const assignments = Object.fromEntries(
    Object.entries(chosen)
      .filter(([attacker]) => attacker !== id)
      .map(([attacker, shares]) => [attacker, shares.filter((x) => x.to !== id)]),
  )
  return updateCombat(s, { assignments })
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
    const patch: Partial<CardInstance> = {
      position: opts.position === undefined ? c.position : opts.position,
    }
    if (opts.index !== undefined)
      next = { ...next, battlefield: intoSlot(next, id, controller, opts.index) }
    if (controller !== c.controller) {
      next = removeFromCombat(next, id)
      patch.controller = controller
      patch.controlledSinceTurn = s.turn.number
      next = addLog(
        next,
        message('log.zones.gainsControl', {
          player: playerName(s, controller),
          card: cardWord(s, id),
        }),
      )
    }
    return setCard(next, id, patch)
  }

  if (isPlayerZone(to) && opts.zoneOwner !== undefined && opts.zoneOwner !== c.owner) {
    refuse(
      'WRONG_ZONE',
      message('zones.ownersZoneOnly', { zone: ZONE_WORDS[to], owner: playerName(s, c.owner) }),
      '400.3',
    )
  }

  next = detach(next, c)
  if (from === 'battlefield') next = removeFromCombat(unattachFrom(next, id), id)

  if (c.isToken && from === 'battlefield') {
    const { [id]: _gone, ...cards } = next.cards
    next = { ...next, cards }
    return addLog(next, message('log.zones.tokenCeased', { card: cardWord(s, id) }), '111.7')
  }

  const controller = to === 'battlefield' || to === 'stack' ? (opts.zoneOwner ?? by) : c.owner
  getPlayer(next, controller)
  const enteringTransformed = to === 'battlefield' && opts.transformed === true
  const chosenBack =
    ((to === 'battlefield' || to === 'stack') && enteringFace(c, opts.face) === 'back') ||
    // 712.13: a double-faced spell resolves with the face it had on the stack.
    (from === 'stack' && to === 'battlefield' && c.faceUp === 'back')
  const faceUp = (enteringTransformed && canTransform(c)) || chosenBack ? 'back' : 'front'
  if (to === 'battlefield' && opts.faceDown !== true) refuseNonPermanent(c, faceUp)
  const moved: CardInstance = {
    ...unrevealed(c),
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
  }
  if (from === 'battlefield') moved.lastController = c.controller
  next = noteDeparture({ ...next, cards: { ...next.cards, [id]: moved } }, c, to)

  if (to === 'battlefield')
    next = { ...next, battlefield: intoSlot(next, id, controller, opts.index) }
  else if (to === 'stack') next = { ...next, stack: insertAt(next.stack, id, opts.index, true) }
  else {
    const zone = getPlayer(next, c.owner).zones[to]
    next = setZone(next, c.owner, to, insertAt(zone, id, opts.index, to === 'library'))
  }

  const shown =
    to === 'library' || to === 'hand'
      ? from === 'library' || from === 'hand'
        ? aCard()
        : cardWord(s, id)
      : cardWord(next, id)
  const mover = { player: playerName(s, by), card: shown }
  next = addLog(
    next,
    to === 'library'
      ? opts.index === undefined || opts.index === 0
        ? message('log.zones.movedToTop', mover)
        : opts.index >= getPlayer(next, c.owner).zones.library.length - 1
          ? message('log.zones.movedToBottom', mover)
          : message('log.zones.movedIntoLibrary', { ...mover, position: opts.index + 1 })
      : isPlayerZone(to)
        ? message('log.zones.movedToOwners', {
            ...mover,
            owner: playerName(s, c.owner),
            zone: ZONE_WORDS[to],
          })
        : message('log.zones.movedTo', { ...mover, zone: ZONE_WORDS[to] }),
  )
  if (opts.transformed === true && to === 'battlefield' && faceUp === 'front') {
    next = addLog(next, message('log.zones.cantEnterTransformed'), '712.14a')
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
        message('log.zones.drewFromEmpty', { player: playerName(s, player) }),
        '704.5b',
      )
    }
    next = moveCardQuietly(next, top, 'hand')
  }
  return addLog(next, message('log.zones.drew', { player: playerName(s, player), count }))
}

/** Library to hand without a log line per card (drawing logs once). */
function moveCardQuietly(s: GameState, id: CardId, to: PlayerZoneName): GameState {
  const c = getCard(s, id)
  let next = noteDeparture(detach(s, c), c, to)
  next = { ...next, cards: { ...next.cards, [id]: { ...unrevealed(c), zone: to } } }
  const zone = getPlayer(next, c.owner).zones[to]
  return setZone(next, c.owner, to, [...zone, id])
}

/**
 * 701.20d: a card revealed in a library is revealed no more once the library is shuffled; at its
 * new place it is a hidden card like the others (view.ts), so nobody can follow it.
 */
export function concealShuffled(s: GameState, shuffledIds: readonly CardId[]): GameState {
  const shown = shuffledIds.filter((id) => s.cards[id]?.revealed === true)
  if (shown.length === 0) return s
  const cards = { ...s.cards }
  for (const id of shown) cards[id] = { ...getCard(s, id), revealed: false }
  return { ...s, cards }
}

export function shuffleLibrary(s: GameState, player: PlayerId): GameState {
  const lib = getPlayer(s, player).zones.library
  const { items, rng } = shuffled(lib, s.rng)
  return addLog(
    concealShuffled(setZone({ ...s, rng }, player, 'library', items), items),
    message('log.zones.shuffled', { player: playerName(s, player) }),
  )
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
