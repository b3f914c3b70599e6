/**
 * `GET /api/rooms/<CODE>` (PROTOCOL-24 item 2): what a joining device shows before it joins —
 * whether the room wants a password, and its seats with who they are and whether they are
 * taken — so the player picks a free seat. Nothing about the game itself: that goes only to a
 * device in the room, as its team may see it. Any process answers, for a room of any process.
 */
import type { Application } from 'express'
import { withDeadline } from './deadline'
import { isRedisTrouble } from './matchmakerRules'
import { REDIS_DOWN_MESSAGE } from './requestGate'
import { codeFromInput, isRoomCode } from './roomCodes'
import type { SeatSummary } from './seats'

export interface RoomSummary {
  code: string
  password: boolean
  seats: SeatSummary[]
}

/**
 * Mounts the route; `find` gives a live room's summary by its id, or null. A lookup that fails,
 * or waits past the deadline, while Redis is lost or frozen (several processes) answers 503
 * REDIS_DOWN.
 */
export function mountRoomsApi(
  app: Application,
  find: (code: string) => Promise<RoomSummary | null>,
  redis: { up: () => boolean; deadlineMs: number } | null = null,
): void {
  app.get('/api/rooms/:code', (req, res) => {
    const code = codeFromInput(String(req.params['code']))
    // A code as typed is echoed in the answer: a short one, never a page of text.
    const shown = code.length > 20 ? `${code.slice(0, 20)}…` : code
    if (!isRoomCode(code)) {
      res.status(404).json({ message: `There is no room ${shown}.` })
      return
    }
    const found = find(code)
    ;(redis === null ? found : withDeadline(found, redis.deadlineMs)).then(
      (summary) => {
        if (summary) res.json(summary)
        else res.status(404).json({ message: `There is no room ${shown}.` })
      },
      (error: unknown) => {
        if (redis !== null && (!redis.up() || isRedisTrouble(error))) {
          res.status(503).json({ code: 503, error: REDIS_DOWN_MESSAGE })
        } else res.status(500).json({ message: `Room ${shown} did not answer.` })
      },
    )
  })
}
