/**
 * Bringing a lost connection back (issue 24, "Nothing lost"). Colyseus's own reconnection gets
 * a dropped device back into its session while the room still waits for it; after a server
 * restart that session is gone (the room came back from its file), so the device joins again
 * with its seat token, every few seconds until the room answers. Meanwhile the table stays up
 * with "reconnecting…"; only a room that no longer knows the token, or minutes of silence, send
 * the device back to the setup screen.
 */

/** One try: 'back' joined (the caller took over first), 'retry' later, 'gone' for good. */
export type Recover = (takeOver: () => void) => Promise<'back' | 'retry' | 'gone'>

export interface RecoveryHooks {
  /** Whether the session still plays (not left, not replaced). */
  live: () => boolean
  /** Called just before a new connection replaces the lost one. */
  takeOver: () => void
  /** Nothing brought the room back. */
  giveUp: () => void
}

export interface RecoveryTiming {
  /** The SDK's own reconnection gets this long first (its tries come at 0.2, 0.4, 0.8 s …). */
  firstMs: number
  everyMs: number
  giveUpMs: number
}

const TIMING: RecoveryTiming = { firstMs: 2000, everyMs: 1500, giveUpMs: 5 * 60_000 }

export function recoveryOf(recover: Recover, hooks: RecoveryHooks, timing = TIMING) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let since: number | null = null

  const stop = (): void => {
    if (timer) clearTimeout(timer)
    timer = null
    since = null
  }
  const attempt = async (): Promise<void> => {
    timer = null
    if (since === null) return
    if (!hooks.live()) return stop()
    const result = await recover(hooks.takeOver)
    if (since === null) return // stopped meanwhile (reconnected, or left)
    if (result === 'back') return stop()
    if (result === 'gone' || Date.now() - since > timing.giveUpMs) {
      stop()
      hooks.giveUp()
      return
    }
    timer = setTimeout(() => void attempt(), timing.everyMs)
  }
  return {
    start: (): void => {
      if (since !== null) return
      since = Date.now()
      timer = setTimeout(() => void attempt(), timing.firstMs)
    },
    stop,
  }
}
