/**
 * Revealing a card of a hand or a library (701.20a): everyone sees it. At a shared table the team
 * it is shown to is not always looking, so the card stays revealed until a player of that team
 * says they have seen it (card/revealSeen); then it is hidden again. The log keeps the line, said
 * to every player (LogEntry.public), since everyone has seen the card.
 */
import { cardNumber } from '../cardIds'
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, otherTeam, playerName, setCard, unrevealed } from '../state'
import type { CardId, GameState, PlayerId, TeamId } from '../types'
import { teamWord } from '../words'
import type { Handlers } from './handlers'
import { printedName } from './libraryMoves'

/** Reveals a card of `owner`'s to everyone, waiting for the other team to see it, or hides it. */
export function setRevealed(s: GameState, id: CardId, owner: PlayerId, on: boolean): GameState {
  const c = getCard(s, id)
  if (!on) return { ...s, cards: { ...s.cards, [id]: unrevealed(c) } }
  return setCard(s, id, { revealed: true, revealPending: otherTeam(getPlayer(s, owner).team) })
}

/** The cards revealed to `team` that it has yet to say it has seen, oldest card first. */
export function revealsAwaiting(s: GameState, team: TeamId): CardId[] {
  return Object.values(s.cards)
    .filter((c) => c.revealed && c.revealPending === team)
    .map((c) => c.id)
    .sort((a, b) => cardNumber(a) - cardNumber(b))
}

export const revealHandlers: Handlers = {
  'card/reveal': (s, a) => {
    const c = getCard(s, a.card)
    if (c.owner !== a.player)
      refuse('NOT_YOUR_CARD', message('cards.notYourReveal', { owner: playerName(s, c.owner) }))
    if (c.zone !== 'hand' && c.zone !== 'library') refuse('WRONG_ZONE', message('cards.revealZone'))
    const next = setRevealed(s, a.card, c.owner, a.revealed)
    return a.revealed
      ? addLog(
          next,
          message('log.cards.revealed', { player: playerName(s, a.player), card: printedName(c) }),
          '701.20a',
          'toAll',
        )
      : addLog(next, message('log.cards.hidden', { player: playerName(s, a.player) }))
  },
  'card/revealSeen': (s, a) => {
    const team = getPlayer(s, a.player).team
    const waiting = revealsAwaiting(s, team)
    if (a.card !== undefined && !waiting.includes(a.card)) {
      refuse('NOT_REVEALED_TO_YOU', message('reveal.notWaiting', { team: teamWord(s, team) }))
    }
    const seen = a.card === undefined ? waiting : [a.card]
    if (seen.length === 0) {
      refuse('NOTHING_REVEALED', message('reveal.nothingWaiting', { team: teamWord(s, team) }))
    }
    let next = s
    for (const id of seen) next = setRevealed(next, id, getCard(s, id).owner, false)
    return addLog(
      next,
      message('log.reveal.seen', {
        player: playerName(s, a.player),
        team: teamWord(s, team),
        count: seen.length,
      }),
    )
  },
}
