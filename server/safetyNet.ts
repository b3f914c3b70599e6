/**
 * The process-level net under every handler (issue 35): an error nobody caught, or a promise
 * nobody awaited, is logged and the process goes on serving its rooms. The handlers guard their
 * own input first (requestGate.ts, duoRoom.ts); this net is for what they miss. Every game's
 * state changes only as a whole (the engine returns a new state or refuses), so a handler that
 * throws half-way leaves no game half-changed, and a journaled move is already on disk.
 *
 * Installed once the server listens: an error while it starts (a port in use, an unreadable data
 * directory) still ends the process with its message, since nothing would be served anyway.
 */

let installed = false
let caught = 0

/** How many errors the net has caught since it was installed (tests, the log). */
export function caughtSoFar(): number {
  return caught
}

export function keepServing(log: (line: string) => void = console.error): void {
  if (installed) return
  installed = true
  const report = (kind: string, error: unknown): void => {
    caught += 1
    const what = error instanceof Error ? (error.stack ?? error.message) : String(error)
    log(`${kind} #${caught}, caught by the safety net; the server goes on: ${what}`)
  }
  process.on('uncaughtException', (error) => report('Uncaught error', error))
  process.on('unhandledRejection', (reason) => report('Unhandled rejection', reason))
}
