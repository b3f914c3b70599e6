/**
 * Keeping and forgetting the seat token of a room this tab joined (seatToken.ts reads it on
 * start); only the multi-device code writes it, so this lives apart from the first screen.
 */
import { HELD_SEAT_KEY, storage, type HeldSeat } from './seatToken'

export function keepHeldSeat(seat: HeldSeat): void {
  try {
    storage()?.setItem(HELD_SEAT_KEY, JSON.stringify(seat))
  } catch {
    // Full or turned off: the game goes on, only a reload would join afresh.
  }
}

export function forgetHeldSeat(): void {
  try {
    storage()?.removeItem(HELD_SEAT_KEY)
  } catch {
    // nothing kept
  }
}

/** The link another device opens to join: `<origin>/?room=CODE`. */
export function joinLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?room=${encodeURIComponent(code)}`
}
