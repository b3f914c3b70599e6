/**
 * A room's optional password (issue 24, PROTOCOL-24 item 3). The room file keeps only a salted
 * scrypt hash, so a copied data directory does not give the password away; the check compares
 * in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_BYTES = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // node:crypto's default cost (N = 16384): tens of milliseconds, once per join by seats.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** "scrypt:<salt>:<key>" (base64url), as the room file keeps it. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return `scrypt:${salt.toString('base64url')}:${key.toString('base64url')}`
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt, key] = stored.split(':')
  if (kind !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
