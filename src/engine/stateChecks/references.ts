/**
 * Everything that points at a card or a player points at one that exists: attachments (301.5,
 * 303.4), attacks and blocks (506.4), goad (701.15), commander casts and damage (903.8, 903.10a),
 * the mulligan's and this turn's per-player records.
 */
import type { GameState } from '../types'
import { has, problem, type StateCheck } from './problem'

export const references: StateCheck = (s: GameState) => {
  const isCard = (id: string) => has(s.cards, id)
  const isPlayer = (id: string) => has(s.players, id)

  for (const [id, card] of Object.entries(s.cards)) {
    const host = card.attachedTo
    if (host !== null) {
      if (host === id || !isCard(host)) return problem('attachedToNothing', { card: id })
      if (card.zone !== 'battlefield' || s.cards[host]?.zone !== 'battlefield') {
        return problem('attachedOffBattlefield', { card: id })
      }
    }
    for (const goader of card.goadedBy) {
      if (!isPlayer(goader)) return problem('unknownPlayer', { player: goader })
    }
  }
  // 506.4: a permanent that leaves the battlefield leaves combat; only permanents fight.
  const fighting = (id: string) =>
    !isCard(id)
      ? problem('combatCard', { card: id })
      : s.cards[id]?.zone !== 'battlefield'
        ? problem('combatOffBattlefield', { card: id })
        : null
  const { combat } = s
  for (const { attacker, target, defender } of combat.attacks) {
    const found = fighting(attacker)
    if (found) return found
    // 506.4c: an attack whose planeswalker or battle left attacks nothing; its defender remains.
    if (
      target === undefined
        ? defender === undefined || !isPlayer(defender)
        : !isPlayer(target) && !isCard(target)
    )
      return problem('combatTarget', { card: attacker })
  }
  for (const { blocker, attacker } of combat.blocks) {
    const found = fighting(blocker) ?? fighting(attacker)
    if (found) return found
  }
  for (const id of combat.blockedAlone ?? []) {
    if (!isCard(id)) return problem('combatCard', { card: id })
  }
  for (const [attacker, shares] of Object.entries(combat.assignments ?? {})) {
    if (!isCard(attacker)) return problem('combatCard', { card: attacker })
    for (const share of shares) {
      if (!isPlayer(share.to) && !isCard(share.to)) return problem('combatCard', { card: share.to })
    }
  }
  for (const player of combat.blockersDeclared) {
    if (!isPlayer(player)) return problem('unknownPlayer', { player })
  }
  for (const id of Object.keys(s.commanderCasts)) {
    if (!s.cards[id]?.isCommander) return problem('notCommander', { card: id })
  }
  for (const [victim, tallies] of Object.entries(s.commanderDamage)) {
    if (!isPlayer(victim)) return problem('unknownPlayer', { player: victim })
    for (const id of Object.keys(tallies)) {
      if (!s.cards[id]?.isCommander) return problem('notCommander', { card: id })
    }
  }
  const { mulligan } = s
  for (const record of [
    mulligan.declared,
    mulligan.kept,
    mulligan.mulligans,
    mulligan.mustBottom,
  ]) {
    for (const player of Object.keys(record)) {
      if (!isPlayer(player)) return problem('unknownPlayer', { player })
    }
  }
  for (const player of Object.keys(s.lifeThisTurn)) {
    if (!isPlayer(player)) return problem('unknownPlayer', { player })
  }
  for (const event of s.lifeHistory) {
    if (!isPlayer(event.player)) return problem('unknownPlayer', { player: event.player })
  }
  return null
}
