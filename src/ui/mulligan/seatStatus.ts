import { mulligan, mulliganFor, type GameState, type PlayerId } from '../../engine'

/**
 * Where a player stands in the mulligans, as everyone may know it: declarations are made out
 * loud (101.4b) and hand sizes are public; the cards never are.
 */
export function seatStatus(s: GameState, p: PlayerId): string {
  const m = mulligan(s)
  const seat = mulliganFor(s, p)
  const owed = m.mustBottom[p] ?? 0
  if (owed > 0) return `Puts ${owed} on the bottom`
  if (seat.kept) return 'Kept'
  if (seat.declared === 'mulligan') return 'Will mulligan'
  if (m.deciding.includes(p)) return 'Deciding'
  return 'Declares after the other team'
}
