/**
 * A device's moves on their way to its room (issue 38), one at a time: a move goes when the one
 * before it has been answered, so it names the revision of the view that answer brought (a
 * player's quick second move is not refused as made on a stale table). A move still unanswered
 * when the connection is lost is sent again from the session of the next connection, once its
 * first view has come: with that view's revision when the game has not moved since (the move
 * never arrived), else with the revision it was made on — so the room, which makes a move once
 * whatever number of times its id comes, answers `done` for one it made and refuses one it did
 * not as made on a stale view. Kept per room code, so it outlives the session of a connection.
 */
import type { Action } from '../engine'
import type { ActionOutcome, PerformOptions } from '../store'

interface Move {
  id: string
  action: Action
  options: PerformOptions | undefined
  resolve: (outcome: ActionOutcome) => void
  /** Set once sent: the view revision and the game's seq it was made on. */
  sent: { rev: number; seq: number } | null
}

/** What the outbox needs of the session that sends for it now. */
export interface Sender {
  /** The revision and seq of the view held, or null before the first. */
  held: () => { rev: number; seq: number } | null
  send: (message: { id: string; rev: number; action: Action }) => void
}

export class MoveOutbox {
  private readonly queue: Move[] = []
  private sender: Sender | null = null
  private count = 0

  constructor(private readonly prefix: string) {}

  /** A move to make: answered once the room has, the moves before it first. */
  add(action: Action, options: PerformOptions | undefined): Promise<ActionOutcome> {
    this.count += 1
    const id = `${this.prefix}-${this.count}`
    return new Promise((resolve) => {
      this.queue.push({ id, action, options, resolve, sent: null })
      this.pump()
    })
  }

  /** The room answered move `id`: the next one goes. False: no such move waits (not ours). */
  answer(id: string, outcome: ActionOutcome): PerformOptions | undefined | false {
    const at = this.queue.findIndex((m) => m.id === id)
    if (at < 0) return false
    const [move] = this.queue.splice(at, 1)
    move?.resolve(outcome)
    this.pump()
    return move?.options
  }

  /** The session of the current connection sends from now on (a new one after a rejoin). */
  attach(sender: Sender): void {
    this.sender = sender
  }

  /** A move's view came: a move waiting for a first view goes now. */
  viewMoved(): void {
    this.pump()
  }

  /**
   * A view that is no move's came (a join, a reconnection, a resync): the move in flight, if
   * any, goes again (the room makes it once); else the first waiting one goes.
   */
  viewCame(): void {
    const head = this.queue[0]
    const held = this.sender?.held()
    if (head?.sent && held && this.sender) {
      const rev = held.seq === head.sent.seq ? held.rev : head.sent.rev
      this.sender.send({ id: head.id, rev, action: head.action })
      return
    }
    this.pump()
  }

  /** Every waiting move ends unmade (the room was left or lost). */
  drop(outcome: ActionOutcome): void {
    for (const move of this.queue.splice(0)) move.resolve(outcome)
  }

  get waiting(): number {
    return this.queue.length
  }

  private pump(): void {
    const head = this.queue[0]
    const held = this.sender?.held()
    if (!head || head.sent || !held || !this.sender) return
    head.sent = held
    this.sender.send({ id: head.id, rev: held.rev, action: head.action })
  }
}

const outboxes = new Map<string, MoveOutbox>()

/** The outbox of room `code` on this page (a new connection to the same room finds the same). */
export function outboxOf(code: string): MoveOutbox {
  let box = outboxes.get(code)
  if (!box) {
    box = new MoveOutbox(newPrefix())
    outboxes.set(code, box)
  }
  return box
}

/** The room is left for good: its waiting moves end unmade. */
export function closeOutbox(code: string, outcome: ActionOutcome): void {
  outboxes.get(code)?.drop(outcome)
  outboxes.delete(code)
}

/** Unique to this page's session: ids of two devices (or two page loads) never meet. */
function newPrefix(): string {
  return globalThis.crypto.randomUUID().slice(0, 13)
}
