/**
 * Guessing slowed down (issue 35): room codes tried from one address, passwords tried at one
 * room. The first `free` tries go at once; after them each try must wait longer than the last —
 * 1 s, 2 s, 4 s … up to a minute — and one that comes sooner is refused, with the wait in its
 * words. The wait is set when a try is let in, before its answer, so tries sent all at once get
 * one in and the rest refused. A try that finds what it looked for does not count (a code that
 * names a room); a right password forgets the wrong ones. Nothing tried for `forgetMs`: forgotten.
 *
 * Kept in the memory of the process that answers: room codes at the public door (the one
 * process, or the front of several), passwords in the process holding the room, which sees
 * every try at it.
 */
import type { TriesLimit } from './limits'

interface Entry {
  tries: number
  nextAt: number
  lastAt: number
}

export type TryAdmission = { ok: true } | { ok: false; waitMs: number }

/** Past this many keys the oldest are dropped, so a flood of addresses cannot fill memory. */
const MAX_KEYS = 50_000

export class Tries {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly limit: TriesLimit) {}

  /** Lets a try in, or says how long to wait. */
  admit(key: string, now: number = Date.now()): TryAdmission {
    const entry = this.current(key, now)
    if (entry.nextAt > now) return { ok: false, waitMs: entry.nextAt - now }
    entry.tries += 1
    entry.lastAt = now
    const over = entry.tries - this.limit.free
    if (over > 0) {
      const delay = Math.min(this.limit.maxDelayMs, this.limit.firstDelayMs * 2 ** (over - 1))
      entry.nextAt = now + delay
    }
    return { ok: true }
  }

  /** A try that found what it looked for: it does not count. */
  found(key: string): void {
    const entry = this.entries.get(key)
    if (entry) entry.tries = Math.max(0, entry.tries - 1)
  }

  /** Everything about `key` forgotten (a right password). */
  forget(key: string): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }

  private current(key: string, now: number): Entry {
    let entry = this.entries.get(key)
    if (entry && now - entry.lastAt > this.limit.forgetMs && entry.nextAt <= now) {
      this.entries.delete(key)
      entry = undefined
    }
    if (!entry) {
      entry = { tries: 0, nextAt: 0, lastAt: now }
      if (this.entries.size >= MAX_KEYS) this.dropOldest(now)
      this.entries.set(key, entry)
    }
    return entry
  }

  /** The forgotten ones first; then the oldest tenth (Map keeps insertion order). */
  private dropOldest(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.lastAt > this.limit.forgetMs && entry.nextAt <= now) this.entries.delete(key)
    }
    let drop = this.entries.size - Math.floor(MAX_KEYS * 0.9)
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break
      this.entries.delete(key)
    }
  }
}

/** "Wait 4 s" in words, whole seconds, at least 1. */
export function waitWords(waitMs: number): string {
  return `${Math.max(1, Math.ceil(waitMs / 1000))} s`
}
