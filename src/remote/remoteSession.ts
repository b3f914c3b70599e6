/**
 * The remote game session (issue 24): the game lives in a room on the game server, which runs
 * the rules and sends this device only the view its seats' team may see (PROTOCOL-24). An action
 * goes to the room; each 'view' the room sends becomes the store's game; a 'refused' becomes a
 * notice; undo and redo are asked of the room, which may ask the other team first ('undoAsk'),
 * and this device answers the other team's asks. The store and the components see the same
 * GameSession as the local one.
 */
import type { Action, CardView, GameState, Message, PlayerId, TeamId } from '../engine'
import {
  useGame,
  useUi,
  type GameSession,
  type RoomNote,
  type RoomState,
  type UndoAsk,
} from '../store'
import { gameFileName } from '../shared/save/gameFileText'
import { downloadFile } from '../ui/files/download'
import { forgetHeldSeat, keepHeldSeat } from './heldSeat'
import { recoveryOf, type Recover } from './recovery'
import { actedNotice, noteNotice, type MoveNote } from './roomNotices'
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

interface SeatMessage {
  token: string | null
  seats: PlayerId[]
  team: TeamId | null
}

interface ViewMessage {
  game: GameState
  /** The move that made this view: who made it, and which teams a table edit touched. */
  last?: MoveNote | null
  canUndo?: boolean
  canRedo?: boolean
  rev?: number
}

/** What changed since view `base` (viewPatch.ts; the device joined with `patches: true`). */
interface ViewPatchMessage {
  base: number
  rev: number
  ops: PatchOp[]
  last?: MoveNote | null
  canUndo?: boolean
  canRedo?: boolean
}

interface RefusedMessage {
  code: string
  message: string
  detail?: Message
}

interface UndoDoneMessage {
  askId: string
  agreed: boolean
}

interface LibraryCardsMessage {
  player: PlayerId
  cards: CardView[]
  top?: number
}

/** Refusals of the room itself (not the rules'), said in the players' language. */
const ROOM_REFUSALS = new Set([
  'NOT_YOUR_SEAT',
  'UNDO_PENDING',
  'UNDO_DECLINED',
  'NOTHING_TO_UNDO',
  'NOTHING_TO_REDO',
  'NO_SUCH_ASK',
  'BAD_MESSAGE',
  'BAD_ACTION',
  'UNKNOWN_MESSAGE',
])

const NO_GAME = { code: 'NO_GAME', message: 'There is no game to act on yet.' } as const

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
  /** The number of the view this device holds, for the room's patches. */
  let rev: number | null = null
  let left = false
  // Messages of a session the store no longer plays through (left, replaced) are ignored.
  const current = (): boolean => !left && useGame.getState().session === session
  const patchRoom = (patch: Partial<RoomState>): void => {
    const now = useGame.getState().room
    if (now) useGame.setState({ room: { ...now, ...patch } })
  }

  room.onMessage('seat', (m: SeatMessage) => {
    if (!current()) return
    const host = useGame.getState().room?.host === true
    keepHeldSeat({ server, code: room.roomId, token: m.token, ...(host && { host }) })
    useUi.getState().holdSide(m.team ?? 'spectator')
    patchRoom({ seats: m.seats, team: m.team })
  })

  room.onMessage('view', (m: ViewMessage) => {
    if (!current()) return
    rev = m.rev ?? null
    showView(m)
  })

  room.onMessage('viewPatch', (m: ViewPatchMessage) => {
    if (!current()) return
    const held = useGame.getState().fullGame
    // A patch of another view than the one held: the whole view, please.
    if (!held || rev !== m.base) return room.send('resync', {})
    rev = m.rev
    showView({ ...m, game: applyViewPatch(held, m.ops) })
  })

  const showView = (m: ViewMessage): void => {
    const { room: now, fullGame: before } = useGame.getState()
    // Another team's table edit on this device's team is shown with who made it (issue 35).
    const acted = now && before && m.last ? actedNotice(before, m.game, m.last, now.team) : null
    // The view is all this device has: it is both what the page shows and what it acts on.
    useGame.setState({
      game: m.game,
      fullGame: m.game,
      ...(now && {
        room: { ...now, canUndo: m.canUndo === true, canRedo: m.canRedo === true },
      }),
    })
    if (acted) useGame.getState().showNotice(acted)
  }

  // Every undo, redo and export the room keeps (issue 35): in the log, and a new one as a notice.
  room.onMessage('roomNotes', (m: { notes: RoomNote[] }) => {
    if (!current() || !Array.isArray(m.notes)) return
    patchRoom({ notes: m.notes })
  })
  room.onMessage('roomNote', (m: { note: RoomNote }) => {
    const now = useGame.getState().room
    if (!current() || !now || !m.note) return
    patchRoom({ notes: [...now.notes.filter((n) => n.n !== m.note.n), m.note] })
    useGame.getState().showNotice(noteNotice(m.note, useGame.getState().game, now.team))
  })

  room.onMessage('refused', (m: RefusedMessage) => {
    if (!current()) return
    // A seat refusal the engine worded (actingSeat) says why in the engine's words.
    const detail: Message | undefined =
      ROOM_REFUSALS.has(m.code) && !(m.code === 'NOT_YOUR_SEAT' && m.detail)
        ? { key: `rooms.refused.${m.code}`, ns: 'rooms' }
        : m.detail
    useGame
      .getState()
      .showNotice(
        detail
          ? { kind: 'error', code: m.code, message: m.message, detail }
          : { kind: 'error', code: m.code, message: m.message },
      )
  })

  room.onMessage('undoAsk', (m: UndoAsk) => {
    if (!current()) return
    const { askId, kind, by, what, words, reason, exported } = m
    patchRoom({
      ask: {
        ...{ askId, kind, by, what },
        ...(words && { words }),
        ...(reason && { reason }),
        ...(exported && { exported }),
      },
    })
  })

  room.onMessage('undoDone', (m: UndoDoneMessage) => {
    if (!current()) return
    if (useGame.getState().room?.ask?.askId === m.askId) patchRoom({ ask: null })
  })

  room.onMessage('libraryCards', (m: LibraryCardsMessage) => {
    if (!current()) return
    const { player, cards, top } = m
    patchRoom({ search: top === undefined ? { player, cards } : { player, cards, top } })
  })

  // The whole finished game, hidden cards and all, as the app's own save file.
  room.onMessage('exported', (m: { file: string }) => {
    const game = useGame.getState().game
    if (!current() || !game || typeof m.file !== 'string') return
    const name = gameFileName(game).replace(/^duotable-/, `duotable-${room.roomId}-full-`)
    downloadFile(name, m.file, 'application/json')
  })

  /** The room is gone for good (or no rejoin brought it back): back to the setup screen. */
  const lost = (): void => {
    if (!current()) return
    left = true
    useGame.getState().leaveRoom()
    useGame.getState().showNotice({
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
    patchRoom({ connection: 'dropped' })
    recovery?.start()
  })
  room.onReconnect(() => {
    if (!current()) return
    recovery?.stop()
    patchRoom({ connection: 'open' })
  })
  room.onLeave((code) => {
    if (!current()) return
    if (recovery && code !== CONSENTED) {
      patchRoom({ connection: 'dropped' })
      recovery.start()
      return
    }
    lost()
  })

  const session: GameSession = {
    perform: (action: Action) => {
      if (!useGame.getState().game) return { ok: false, error: NO_GAME }
      room.send('action', { action })
      return { ok: true, log: [] }
    },
    undo: () => room.send('undo', {}),
    redo: () => room.send('redo', {}),
    answerUndo: (agree) => {
      const ask = useGame.getState().room?.ask
      if (!ask) return
      room.send('undoAnswer', { askId: ask.askId, agree })
      patchRoom({ ask: null })
    },
    leave: () => {
      recovery?.stop()
      if (left) return
      left = true
      forgetHeldSeat()
      room.leave(true)
    },
    searchLibrary: (player, top) => {
      patchRoom({ search: null })
      room.send('librarySearch', top === undefined ? { player } : { player, top })
    },
    exportGame: () => room.send('export', {}),
  }
  return session
}
