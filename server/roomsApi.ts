/**
 * `GET /api/rooms/<CODE>` (PROTOCOL-24 item 2): what a joining device shows before it joins —
 * whether the room wants a password, and its seats with who they are and whether they are
 * taken — so the player picks a free seat. Nothing about the game itself: that goes only to a
 * device in the room, as its team may see it. Any process answers, for a room of any process.
 */
import type { Application } from 'express'
import { codeFromInput } from './roomCodes'
import type { SeatSummary } from './seats'

export interface RoomSummary {
  code: string
  password: boolean
  seats: SeatSummary[]
}

/** Mounts the route; `find` gives a live room's summary by its id, or null. */
export function mountRoomsApi(
  app: Application,
  find: (code: string) => Promise<RoomSummary | null>,
): void {
  app.get('/api/rooms/:code', (req, res) => {
    const code = codeFromInput(String(req.params['code']))
    find(code).then(
      (summary) => {
        if (summary) res.json(summary)
        else res.status(404).json({ message: `There is no room ${code}.` })
      },
      () => res.status(500).json({ message: `Room ${code} did not answer.` }),
    )
  })
}
