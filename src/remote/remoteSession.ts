/**
 * The remote game session (issue 24): the game lives in a room on the game server, which runs
 * the rules and sends this device only the view its seats' team may see (PROTOCOL-24). An action
 * goes to the room; each 'view' the room sends becomes the store's game; a 'refused' becomes a
 * notice; undo and redo are asked of the room, which may ask the other team first ('undoAsk'),
 * and this device answers the other team's asks. The store and the components see the same
 * GameSession as the local one.
 */
import type { Action } from '../engine'
import { readToDevice, type ToDevice, type ToDeviceType } from '../shared/protocol/toDevice'
import {
  useGame,
  useUi,
  type ActionOutcome,
  type GameSession,
  type PerformOptions,
  type RemoteView,
  type RoomState,
} from '../store'
import { gameFileName } from '../shared/save/gameFileText'
import { downloadFile } from '../ui/files/download'
import { forgetHeldSeat, keepHeldSeat } from './heldSeat'
import { recoveryOf, type Recover } from './recovery'
import { closeOutbox, outboxOf } from './moveOutbox'
import { actedNotice, noteNotice } from './roomNotices'
import { refusalNotice, refusalOutcome } from './roomRefusal'
import { applyViewPatch, type PatchOp } from '../shared/protocol/viewPatch'

/** The part of a Colyseus room (the SDK's Room) the session uses; tests pass a fake. */
export interface RoomLink {
  readonly roomId: string
  send: (type: string, message?: unknown) => void
  onMessage: (type: string, callback: (message: never) => void) => unknown
  onLeave: (callback: (code: number) => void) => unknown
  onDrop: (callback: () => void) => unknown
  onReconnect: (callback: () => void) => unknown
  leave: (consented?: boolean) => unknown
  /** Stops the SDK's own reconnection attempts (another connection has taken over). */
  stopReconnecting: () => void
}

/** The close code of a leave the device asked for (Colyseus's CloseCode.CONSENTED). */
export const CONSENTED = 4000

/** Moves the session can no longer make (no game yet, the room left). */
const NO_GAME = { code: 'NO_GAME', message: 'There is no game to act on yet.' } as const
const LEFT = { code: 'ROOM_LEFT', message: 'The room was left before it answered.' } as const

export function newRoomState(
  code: string,
  server: string,
  showCode: boolean,
  host = false,
): RoomState {
  return {
    code,
    server,
    seats: [],
    team: null,
    canUndo: false,
    canRedo: false,
    ask: null,
    notes: [],
    showCode,
    connection: 'open',
    host,
    search: null,
    last: null,
  }
}

export interface RemoteOptions {
  /** Joins the room again with this tab's seat token when its connection is gone for good. */
  recover?: Recover
}

export function createRemoteSession(
  room: RoomLink,
  server: string,
  options: RemoteOptions = {},
): GameSession {
  /** The revision of the view this device holds: the one its moves name, and patches build on. */
  let rev: number | null = null
  let left = false
  // Messages of a session the store no longer plays through (left, replaced) are ignored.
  const current = (): boolean => !left && useGame.getState().session === session
  const store = () => useGame.getState()
  const outbox = outboxOf(room.roomId)

  /** Every message is checked against its schema (toDevice.ts) before it touches the store. */
  const on = <K extends ToDeviceType>(type: K, handle: (m: ToDevice[K]) => void): void => {
    room.onMessage(type, (raw: unknown) => {
      if (!current()) return
      const m = readToDevice(type, raw)
      if (m) handle(m)
    })
  }

  on('seat', (m) => {
    const host = store().room?.host === true
    keepHeldSeat({ server, code: room.roomId, token: m.token, ...(host && { host }) })
    useUi.getState().holdSide(m.team ?? 'spectator')
    store().setRoom({ seats: m.seats, team: m.team })
  })

  on('view', (m) => {
    rev = m.rev
    showView(m)
    // A view that is no move's (a join, a reconnection, a resync): a move still unanswered goes
    // again (the room makes it once).
    if (!m.last) outbox.viewCame()
    else outbox.viewMoved()
  })

  on('viewPatch', (m) => {
    const held = store().fullGame
    // A patch of another view than the one held: the whole view, please.
    if (!held || rev !== m.base) return room.send('resync', {})
    rev = m.rev
    showView({ ...m, game: applyViewPatch(held, m.ops as PatchOp[]) })
  })

  const showView = (m: RemoteView): void => {
    const { room: now, fullGame: before } = store()
    // Another team's table edit on this device's team is shown with who made it (issue 35).
    const acted = now && before && m.last ? actedNotice(before, m.game, m.last, now.team) : null
    store().applyRemoteView(m)
    if (acted) store().showNotice(acted)
  }

  // The room's answer to a move: its view is shown already (the room sends it first).
  on('done', (m) => void outbox.answer(m.id, { ok: true, log: m.log }))

  on('refused', (m) => {
    const answered = m.id === undefined ? false : outbox.answer(m.id, refusedOutcome(m))
    if (answered !== false && answered?.notice === false) return
    store().showNotice(refusalNotice(m))
  })

  // Every undo, redo and export the room keeps (issue 35): in the log, and a new one as a notice.
  on('roomNotes', (m) => store().setRoom({ notes: m.notes }))
  on('roomNote', (m) => {
    const now = store().room
    if (!now) return
    store().setRoom({ notes: [...now.notes.filter((n) => n.n !== m.note.n), m.note] })
    store().showNotice(noteNotice(m.note, store().game, now.team))
  })

  on('undoAsk', (m) => {
    const { askId, kind, by, what, words, reason, exported } = m
    store().setRoom({
      ask: {
        ...{ askId, kind, by, what },
        ...(words && { words }),
        ...(reason && { reason }),
        ...(exported && { exported }),
      },
    })
  })

  on('undoDone', (m) => {
    if (store().room?.ask?.askId === m.askId) store().setRoom({ ask: null })
  })

  on('libraryCards', ({ player, cards, top }) => {
    store().setRoom({ search: top === undefined ? { player, cards } : { player, cards, top } })
  })

  // The whole finished game, hidden cards and all, as the app's own save file.
  on('exported', (m) => {
    const game = store().game
    if (!game) return
    const name = gameFileName(game).replace(/^duotable-/, `duotable-${room.roomId}-full-`)
    downloadFile(name, m.file, 'application/json')
  })

  /** The room is gone for good (or no rejoin brought it back): back to the setup screen. */
  const lost = (): void => {
    if (!current()) return
    left = true
    closeOutbox(room.roomId, { ok: false, error: LEFT })
    store().leaveRoom()
    store().showNotice({
      kind: 'warning',
      code: 'ROOM_LOST',
      message: 'The connection to the room was lost.',
      detail: { key: 'rooms.lost', ns: 'rooms' },
    })
  }
  // A connection that does not come back into its session (the server restarted, or it was away
  // too long) joins the room again with the tab's seat token: the table stays up meanwhile.
  const recovery = options.recover
    ? recoveryOf(options.recover, {
        live: current,
        takeOver: () => {
          left = true
          room.stopReconnecting()
        },
        giveUp: lost,
      })
    : null

  room.onDrop(() => {
    if (!current()) return
    store().setRoom({ connection: 'dropped' })
    recovery?.start()
  })
  room.onReconnect(() => {
    if (!current()) return
    recovery?.stop()
    store().setRoom({ connection: 'open' })
  })
  room.onLeave((code) => {
    if (!current()) return
    if (recovery && code !== CONSENTED) {
      store().setRoom({ connection: 'dropped' })
      recovery.start()
      return
    }
    lost()
  })

  const perform = (action: Action, performOptions?: PerformOptions): Promise<ActionOutcome> => {
    if (!store().game) return Promise.resolve({ ok: false, error: NO_GAME })
    return outbox.add(action, performOptions)
  }

  const session: GameSession = {
    perform,
    dispatch: (action, performOptions) => {
      if (!store().game) return false
      void perform(action, performOptions)
      return true
    },
    undo: () => room.send('undo', {}),
    redo: () => room.send('redo', {}),
    answerUndo: (agree) => {
      const ask = store().room?.ask
      if (!ask) return
      room.send('undoAnswer', { askId: ask.askId, agree })
      store().setRoom({ ask: null })
    },
    leave: () => {
      recovery?.stop()
      if (left) return
      left = true
      closeOutbox(room.roomId, { ok: false, error: LEFT })
      forgetHeldSeat()
      room.leave(true)
    },
    searchLibrary: (player, top) => {
      store().setRoom({ search: null })
      room.send('librarySearch', top === undefined ? { player } : { player, top })
    },
    exportGame: () => room.send('export', {}),
  }
  // This connection sends the room's moves from now on (the same outbox after a rejoin).
  outbox.attach({
    held: () => {
      const game = store().fullGame
      return rev === null || !game ? null : { rev, seq: game.seq }
    },
    send: (move) => room.send('action', move),
  })
  return session
}

const refusedOutcome = (m: ToDevice['refused']): ActionOutcome => ({
  ok: false,
  error: refusalOutcome(m),
})
