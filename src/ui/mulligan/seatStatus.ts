import { mulligan, mulliganFor, type GameState, type Message, type PlayerId } from '../../engine'

const status = (key: string, params?: Message['params']): Message =>
  params === undefined
    ? { key: `mulligan.status.${key}`, ns: 'mulligan' }
    : { key: `mulligan.status.${key}`, ns: 'mulligan', params }

/**
 * Where a player stands in the mulligans, as everyone may know it: declarations are made out
 * loud (101.4b) and hand sizes are public; the cards never are.
 */
export function seatStatus(s: GameState, p: PlayerId): Message {
  const m = mulligan(s)
  const seat = mulliganFor(s, p)
  const owed = m.mustBottom[p] ?? 0
  if (owed > 0) return status('bottom', { number: owed })
  if (seat.kept) return status('kept')
  if (seat.declared === 'mulligan') return status('willMulligan')
  if (m.deciding.includes(p)) return status('deciding')
  return status('waiting')
}
