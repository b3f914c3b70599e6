/**
 * A new room's record from a device's create options (issue 24): the game from its setup
 * (createGame, then checkState), a free room code as its id, and the password's hash. A bad
 * setup is refused with words naming the problem, and no room is made.
 */
import { ServerError } from '@colyseus/core'
import * as v from 'valibot'
import { checkState, createGame, type GameSetup, type GameState } from '../src/engine'
import { englishOf } from '../src/shared/english'
import { CreateOptions, problemOf } from '../src/shared/protocol/messages'
import { hashPassword } from './password'
import { newRoomCode } from './roomCodes'
import type { RoomRecord } from './roomFile'

/** `taken` says whether a live or saved room already has a code. */
export async function newRoomRecord(
  options: unknown,
  taken: (code: string) => boolean,
): Promise<RoomRecord> {
  const problem = problemOf(CreateOptions, options)
  if (problem !== null) throw new ServerError(400, `Bad room options: ${problem}`)
  const { setup, password } = v.parse(CreateOptions, options)
  let game: GameState
  try {
    game = createGame(setup as GameSetup)
  } catch (error) {
    throw new ServerError(400, `The game cannot start: ${String(error)}`)
  }
  const sanity = checkState(game)
  if (sanity) throw new ServerError(400, `The game cannot start: ${englishOf(sanity)}`)
  const passwordHash = password === undefined ? undefined : await hashPassword(password)
  // The code is drawn after the last await: the room saves its file before another can draw.
  const roomId = newRoomCode(taken)
  const record: RoomRecord = {
    ...{ roomId, holds: [], moves: [], game, past: [], future: [] },
    ...{ undoBy: [], redoBy: [], notes: [] },
  }
  return passwordHash === undefined ? record : { ...record, passwordHash }
}
