/**
 * A saved room that no process holds is brought back on demand (issue 25): after its process
 * was killed, after it was unloaded for being idle, or after Redis forgot the listings. Before a
 * join, a reconnection or a room lookup names a room, the request gate asks `ensureLive`: if no
 * process holds the room (no one listens on its Colyseus room channel) and its file is here, this
 * process loads it from the file — the whole game and history, as `resumeRooms` does on start.
 * A short lock in the presence keeps two processes from loading the same room at once.
 */
import { matchMaker } from '@colyseus/core'
import type { ResumeOptions } from './duoRoom'
import { roomSaved } from './roomFile'

/** What `ensureLive` found: loaded here now, already live (here or elsewhere), or no such file. */
export type Liveness = 'loaded' | 'live' | 'unknown'

export interface RoomLoader {
  /** Resolves once the room is live somewhere (or is not saved here at all). */
  ensureLive: (roomId: string) => Promise<Liveness>
}

const LOCK_SECONDS = 10
const WAIT_MS = 5000

/** Whether a room of that id is saved (an id that is not a room id never is). */
function savedHere(dataDir: string, roomId: string): boolean {
  try {
    return roomSaved(dataDir, roomId)
  } catch {
    return false
  }
}

/** Colyseus subscribes each live room to `$<roomId>` (MatchMaker.getRoomChannel). */
async function heldElsewhere(roomId: string): Promise<boolean> {
  return (await matchMaker.presence.channels(`$${roomId}`)).length > 0
}

export function roomLoader(options: {
  dataDir: string
  roomName: string
  resumable: Set<string>
}): RoomLoader {
  const { dataDir, roomName, resumable } = options

  const load = async (roomId: string): Promise<void> => {
    // A listing left by a process that died names a room nobody holds: it goes first, or the
    // matchmaker would send the device to the dead process.
    const listing = await matchMaker.driver.findOne({ roomId })
    if (listing) await matchMaker.driver.remove(roomId)
    resumable.add(roomId)
    try {
      const resume: ResumeOptions = { resume: roomId }
      await matchMaker.handleCreateRoom(roomName, resume)
    } finally {
      resumable.delete(roomId)
    }
  }

  const ensureLive = async (roomId: string): Promise<Liveness> => {
    if (matchMaker.getLocalRoomById(roomId)) return 'live'
    if (!savedHere(dataDir, roomId)) return 'unknown'
    if (await heldElsewhere(roomId)) {
      // Held, but not listed: a process too busy to answer a health check in time was taken
      // for dead by another, which removed its listings. The holder lists the room again.
      if (!(await matchMaker.driver.findOne({ roomId }))) {
        await matchMaker.remoteRoomCall(roomId, 'relist' as never, []).catch(() => undefined)
      }
      return 'live'
    }
    const lock = `duotable:loading:${roomId}`
    if ((await matchMaker.presence.incr(lock)) === 1) {
      await matchMaker.presence.expire(lock, LOCK_SECONDS)
      try {
        if (await heldElsewhere(roomId)) return 'live'
        await load(roomId)
        return 'loaded'
      } finally {
        await matchMaker.presence.del(lock)
      }
    }
    // Another process is loading it: wait until it holds it.
    for (let waited = 0; waited < WAIT_MS; waited += 50) {
      if (await heldElsewhere(roomId)) return 'live'
      await new Promise((r) => setTimeout(r, 50))
    }
    return 'unknown'
  }

  return { ensureLive }
}
