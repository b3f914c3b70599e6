/**
 * Getting a device's seats back after its room's connection is lost for good (issue 25): the
 * server process that held the room died, or the room was unloaded while nobody was in it. Any
 * process of the game server loads the room again from its file when a seat token asks for it,
 * so the device simply joins by its token again, retrying for a while (a restarting process, a
 * Redis on its way back). A token the room refuses (403) ends it at once.
 */
export const REJOIN_DELAYS_MS = [200, 400, 800, 1600, 3200, 5000, 5000]

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** The joined room, or null after the last try. */
export async function rejoinBySeat<R>(
  join: () => Promise<R>,
  delays: readonly number[] = REJOIN_DELAYS_MS,
): Promise<R | null> {
  for (const delay of [0, ...delays]) {
    if (delay > 0) await wait(delay)
    try {
      return await join()
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 403) return null
    }
  }
  return null
}
