/**
 * Room codes (issue 24, PROTOCOL-24 item 1): a room's id is a short code a player reads off a
 * screen and types on a phone, so it has no letters that look alike (no I, O, 0 or 1) and any
 * case is accepted on input.
 */
import { randomInt } from 'node:crypto'

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 5
/** 32^5 ≈ 33 million codes: a free one turns up at once; this many misses means something is wrong. */
const MAX_TRIES = 1000

/** A new code that `taken` says no live or saved room has (randomInt: unbiased, unguessable). */
export function newRoomCode(taken: (code: string) => boolean): string {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    let code = ''
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
    if (!taken(code)) return code
  }
  throw new Error(`No free room code after ${MAX_TRIES} tries.`)
}

/** A code as typed ("k7m2q ") as the room's id ("K7M2Q"). */
export function codeFromInput(input: string): string {
  return input.trim().toUpperCase()
}

export function isRoomCode(text: string): boolean {
  return text.length === CODE_LENGTH && [...text].every((c) => CODE_ALPHABET.includes(c))
}
