/**
 * Dealing combat damage (510.2, 120.3): all of a step's hits happen at once, then what follows
 * from the damage dealt: lifelink (702.15b), deathtouch (702.2b), and planeswalkers and battles
 * left with no counters. Damage to a player is dealt to that player, moving the team total
 * (810.9); a shield on one player doesn't protect the teammate (615, S084).
 */
import { message } from '../message'
import { addLog, getCard, playerName, setCard } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { ownedWord } from '../words'
import { cardView } from './faces'
import { recordCommanderCombatDamage } from './commander'
import { changeCounters, markDamage } from './counters'
import { changeLife, damagePrevented, dealDamageToPlayer } from './lifeEvents'
import { givePoison } from './poison'
import type { Hit } from './combatAssignment'
import { hasKeyword, isCreature, isPlaneswalker, onBattlefield, toxicCount } from './combatTraits'
import { moveCard } from './zones'

interface Dealt {
  state: GameState
  /** Damage actually dealt (0 if prevented): what lifelink and commander damage count. */
  dealt: number
}

function hitPlayer(s: GameState, source: CardId, player: PlayerId, amount: number): Dealt {
  const opts = { source, combat: true }
  // dealDamageToPlayer logs the per-player prevention (615, 810.9).
  if (damagePrevented(s, player)) {
    return { state: dealDamageToPlayer(s, player, amount, opts), dealt: 0 }
  }
  let next: GameState
  if (hasKeyword(s, source, 'Infect')) {
    next = addLog(
      s,
      message('log.hits.infect', {
        card: ownedWord(s, source),
        count: amount,
        player: playerName(s, player),
      }),
      '702.90b',
    )
    next = givePoison(next, player, amount)
  } else {
    next = dealDamageToPlayer(s, player, amount, opts)
  }
  const toxic = toxicCount(s, source)
  if (toxic > 0) {
    next = addLog(
      next,
      message('log.hits.toxic', {
        card: ownedWord(s, source),
        toxic,
        player: playerName(s, player),
      }),
      '702.164c',
    )
    next = givePoison(next, player, toxic)
  }
  return { state: recordCommanderCombatDamage(next, player, source, amount), dealt: amount }
}

function hitCreature(s: GameState, source: CardId, target: CardId, amount: number): GameState {
  const c = getCard(s, target)
  // Infect and wither deal damage to creatures as -1/-1 counters (702.90c, 702.80a).
  if (hasKeyword(s, source, 'Infect') || hasKeyword(s, source, 'Wither')) {
    return addLog(
      changeCounters(s, target, '-1/-1', amount),
      message('log.hits.asCounters', {
        card: ownedWord(s, source),
        count: amount,
        target: ownedWord(s, target),
      }),
      '702.90c',
    )
  }
  return addLog(
    markDamage(s, target, c.damage + amount),
    message('log.hits.creature', {
      card: ownedWord(s, source),
      count: amount,
      target: ownedWord(s, target),
    }),
  )
}

/** 120.3c, 120.3h: damage removes loyalty from a planeswalker and defense from a battle. */
function hitCounters(s: GameState, source: CardId, target: CardId, amount: number): GameState {
  const c = getCard(s, target)
  const kind = isPlaneswalker(s, target) ? 'loyalty' : 'defense'
  const had = kind === 'loyalty' ? (cardView(s, target).loyalty ?? 0) : (c.counters['defense'] ?? 0)
  const left = Math.max(0, had - amount)
  const rule = kind === 'loyalty' ? '120.3c' : '120.3h'
  return addLog(
    setCard(s, target, { counters: { ...c.counters, [kind]: left } }),
    message(kind === 'loyalty' ? 'log.hits.loyalty' : 'log.hits.defense', {
      card: ownedWord(s, source),
      count: amount,
      target: ownedWord(s, target),
      had,
      left,
    }),
    rule,
  )
}

function hit(s: GameState, h: Hit): Dealt {
  if (s.players[h.to]) return hitPlayer(s, h.source, h.to, h.amount)
  if (!onBattlefield(s, h.to)) return { state: s, dealt: 0 }
  if (isCreature(s, h.to))
    return { state: hitCreature(s, h.source, h.to, h.amount), dealt: h.amount }
  return { state: hitCounters(s, h.source, h.to, h.amount), dealt: h.amount }
}

/** 702.2b: a creature dealt damage by a deathtouch source is destroyed (704.5h). */
function destroyTouched(s: GameState, touched: Set<CardId>): GameState {
  let next = s
  for (const id of touched) {
    if (!onBattlefield(next, id) || hasKeyword(next, id, 'Indestructible')) continue
    next = addLog(next, message('log.hits.deathtouch', { card: ownedWord(next, id) }), '704.5h')
    next = moveCard(next, getCard(next, id).controller, id, 'graveyard')
  }
  return next
}

/** 704.5i, 704.5v: a planeswalker with no loyalty, or a battle with no defense, is put into the graveyard. */
function removeDefeated(s: GameState, targets: Set<CardId>): GameState {
  let next = s
  for (const id of targets) {
    if (!onBattlefield(next, id) || isCreature(next, id)) continue
    const c = getCard(next, id)
    const walker = isPlaneswalker(next, id)
    if ((walker ? c.counters['loyalty'] : c.counters['defense']) !== 0) continue
    next = addLog(
      next,
      message(walker ? 'log.hits.noLoyalty' : 'log.hits.noDefense', { card: ownedWord(next, id) }),
      walker ? '704.5i' : '704.5v',
    )
    next = moveCard(next, c.controller, id, 'graveyard')
  }
  return next
}

/** Deals one damage step's hits, all read from the state before any of them (510.2). */
export function dealCombatDamage(s: GameState, hits: Hit[]): GameState {
  let next = s
  const dealtBy = new Map<CardId, number>()
  const touched = new Set<CardId>()
  const permanents = new Set<CardId>()
  for (const h of hits) {
    if (h.amount <= 0) continue
    const r = hit(next, h)
    next = r.state
    if (r.dealt === 0) continue
    dealtBy.set(h.source, (dealtBy.get(h.source) ?? 0) + r.dealt)
    if (!s.players[h.to]) permanents.add(h.to)
    if (!s.players[h.to] && hasKeyword(s, h.source, 'Deathtouch') && isCreature(s, h.to))
      touched.add(h.to)
  }
  for (const [source, dealt] of dealtBy) {
    if (!hasKeyword(s, source, 'Lifelink')) continue
    // 702.15b: the controller gains it, through the team's rules (810.9g).
    next = changeLife(next, getCard(s, source).controller, 'gain', dealt, { source })
  }
  return removeDefeated(destroyTouched(next, touched), permanents)
}
