/**
 * What each device of a room is sent of the game (issues 24, 25, 35): each team's devices get their
 * team's view, the others (spectators, the table screen) the spectator's, so no device receives
 * another team's hidden cards; the same for the room's notes (undos, redos, exports: roomNotes.ts),
 * each side with its own words. Each view is made and encoded once for all the devices that see
 * it (encoding it per device was most of an action's cost after the room file), and sent to them
 * only (`except` the rest); a device that asked for patches gets only what changed since its
 * side's last view (src/shared/protocol/viewPatch.ts).
 */
import type { Client } from '@colyseus/core'
import { viewFor, type GameState, type PlayerId, type TeamId, type Viewer } from '../src/engine'
import { diffView } from '../src/shared/protocol/viewPatch'
import { TO_DEVICE } from '../src/shared/protocol/messages'
import type { MoveNote, RoomRecord } from './roomFile'
import { noteFor, SIDES, type RoomNote, type Side } from './roomNotes'

/** What one connected device holds. */
export interface Device {
  token: string | null
  seats: PlayerId[]
  team: TeamId | null
  /** Joined with `patches: true`: gets `viewPatch` after its first `view` (viewPatch.ts). */
  patches: boolean
}

const viewerOf = (side: Side): Viewer => (side === 'spectator' ? side : { team: side })

/** The room's side of the sending: its devices, and Colyseus's broadcast. */
export interface ViewAudience {
  clients: readonly Client[]
  deviceOf: (client: Client) => Device | undefined
  broadcast: (type: string, message: unknown, options: { except: Client[] }) => void
}

export class RoomViews {
  /** The view last sent to each side, and its number (patches are made from it). */
  private readonly sent = new Map<Side, { rev: number; game: GameState }>()
  private rev: number

  /** `from`: the revision to go on from (a resumed room's, so no earlier view is current). */
  constructor(
    private readonly record: () => RoomRecord,
    from = 0,
  ) {
    this.rev = from
  }

  /** The revision of the views last sent: the one a move must name to be made (issue 38). */
  get revision(): number {
    return this.rev
  }

  /** The view `side` was last sent, if it has devices. */
  viewOf(side: Side): GameState | null {
    return this.sent.get(side)?.game ?? null
  }

  /** Every device gets the game as it now is: a view, or a patch of its side's last one. */
  sendAll(audience: ViewAudience, last: MoveNote | null): void {
    this.rev += 1
    const { clients, deviceOf } = audience
    const joined = clients.filter((c) => deviceOf(c) !== undefined)
    const sideOf = (c: Client): Side => deviceOf(c)?.team ?? 'spectator'
    const { canUndo, canRedo } = this.steps()
    for (const side of SIDES) {
      const members = joined.filter((c) => sideOf(c) === side)
      const before = this.sent.get(side)
      if (members.length === 0) {
        this.sent.delete(side)
        continue
      }
      const game = viewFor(this.record().game, viewerOf(side), before?.game)
      this.sent.set(side, { rev: this.rev, game })
      const patched = before ? members.filter((c) => deviceOf(c)?.patches === true) : []
      const whole = members.filter((c) => !patched.includes(c))
      const only = (to: Client[]) => ({ except: clients.filter((c) => !to.includes(c)) })
      if (patched.length > 0 && before) {
        const ops = diffView(before.game, game)
        const patch = { base: before.rev, rev: this.rev, ops, last, canUndo, canRedo }
        audience.broadcast(TO_DEVICE.viewPatch, patch, only(patched))
      }
      if (whole.length > 0) {
        const view = { game, last, canUndo, canRedo, rev: this.rev }
        audience.broadcast(TO_DEVICE.view, view, only(whole))
      }
    }
  }

  /** The side's current view, whole (a join, a reconnection, a `resync`). */
  sendOne(client: Client, device: Device, last: MoveNote | null): void {
    const side: Side = device.team ?? 'spectator'
    let current = this.sent.get(side)
    if (!current) {
      current = { rev: this.rev, game: viewFor(this.record().game, viewerOf(side)) }
      this.sent.set(side, current)
    }
    client.send(TO_DEVICE.view, { game: current.game, last, ...this.steps(), rev: current.rev })
    const notes = this.record().notes.map((note) => noteFor(note, side))
    client.send(TO_DEVICE.roomNotes, { notes })
  }

  /** A new note to every device, each side with its own words (sent before the view it explains). */
  sendNote(audience: ViewAudience, note: RoomNote): void {
    const { clients, deviceOf } = audience
    const sideOf = (c: Client): Side | null => {
      const device = deviceOf(c)
      return device ? (device.team ?? 'spectator') : null
    }
    for (const side of SIDES) {
      const members = clients.filter((c) => sideOf(c) === side)
      if (members.length === 0) continue
      const except = clients.filter((c) => !members.includes(c))
      audience.broadcast(TO_DEVICE.roomNote, { note: noteFor(note, side) }, { except })
    }
  }

  private steps(): { canUndo: boolean; canRedo: boolean } {
    const { past, future } = this.record()
    return { canUndo: past.length > 0, canRedo: future.length > 0 }
  }
}
