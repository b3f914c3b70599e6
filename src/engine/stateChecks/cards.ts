/**
 * Every card is one card in one place: listed in exactly one zone, the zone it says it is in, in
 * its owner's zone when the zone is a player's (400.3: a card goes to its owner's hand, library,
 * graveyard), so another team's card can never show up face up in your hand.
 */
import { cardNumber } from '../cardIds'
import { PLAYER_ZONES, type CardId, type GameState, type ZoneName } from '../types'
import { has, problem, type StateCheck } from './problem'

export const cardFacts: StateCheck = (s: GameState) => {
  for (const [id, card] of Object.entries(s.cards)) {
    if (card.id !== id) return problem('cardId', { card: id, id: card.id })
    const n = cardNumber(id)
    // Ids are never reused (111.7): a new card is numbered from nextCardNumber.
    if (!Number.isSafeInteger(n) || n < 0 || n >= s.nextCardNumber) {
      return problem('cardNumber', { card: id, next: s.nextCardNumber })
    }
    if (!has(s.players, card.owner)) return problem('cardOwner', { card: id, player: card.owner })
    if (!has(s.players, card.controller)) {
      return problem('cardController', { card: id, player: card.controller })
    }
    const shared = card.zone === 'battlefield' || card.zone === 'stack'
    // 108.4: only permanents and spells have controllers apart from their owners.
    if (!shared && card.controller !== card.owner) {
      return problem('cardControlledAway', { card: id, player: card.controller })
    }
  }
  return null
}

export const cardPlaces: StateCheck = (s: GameState) => {
  const listed = new Set<CardId>()
  const place = (id: CardId, zone: ZoneName, owner: string | null) => {
    if (listed.has(id)) return problem('cardTwice', { card: id })
    listed.add(id)
    const card = has(s.cards, id) ? s.cards[id] : undefined
    if (!card) return problem('cardMissing', { card: id, zone })
    if (card.zone !== zone) return problem('cardElsewhere', { card: id, zone, said: card.zone })
    if (owner !== null && card.owner !== owner) {
      return problem('cardNotOwners', { card: id, player: owner, owner: card.owner })
    }
    return null
  }
  for (const playerId of s.seats) {
    const player = has(s.players, playerId) ? s.players[playerId] : undefined
    if (!player) continue // seatsAndTeams reports it
    for (const zone of PLAYER_ZONES) {
      for (const id of player.zones[zone]) {
        const found = place(id, zone, playerId)
        if (found) return found
      }
    }
  }
  for (const id of s.battlefield) {
    const found = place(id, 'battlefield', null)
    if (found) return found
  }
  for (const id of s.stack) {
    const found = place(id, 'stack', null)
    if (found) return found
  }
  for (const id of Object.keys(s.cards)) {
    if (!listed.has(id)) return problem('cardNowhere', { card: id })
  }
  return null
}
