/**
 * A move as a device sends it to its room (issue 38): `id` names it, so the room's answer
 * (`done` or `refused`) finds it and a move sent again after a rejoin is made once; `rev` is the
 * revision of the view the move was made on (every `view` and `viewPatch` carries one), so a move
 * made on a table that has changed since is refused (STALE_VIEW) rather than applied to a table
 * the player did not see. The action's own fields are checked by the room (actionSchema.ts).
 */
import * as v from 'valibot'

/** A move's id: the device's own, unique among its moves (a counter and the session's start). */
export const MoveId = v.pipe(v.string(), v.minLength(1), v.maxLength(64))

export const MoveMessage = v.strictObject({
  /** Absent: nothing to answer to (a tool's move); the app always sends one. */
  id: v.optional(MoveId),
  /** Absent: no staleness check (a tool that holds no view); the app always sends one. */
  rev: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  action: v.unknown(),
})
export type MoveMessage = v.InferOutput<typeof MoveMessage>
