/**
 * The seats a room's host gave DuoTable (issue 39), played by the server. The same runner as the
 * table's at home (src/bots/runner.ts) asks each bot team for its move from that team's view only
 * (viewFor) and checks it whole; the room then plays it action by action through the same path a
 * device's move takes — the authority table for the bot's own seat, the rules, the journal, every
 * device's view — so a bot's move is logged, journaled, replayed after a restart and undoable like
 * anyone's. Moves are paced so the people at the table can follow. An undo holds the bots until
 * nothing is left to redo (they would only make the undone move again).
 */
import { botSeats, type Action, type GameState, type PlayerId } from '../src/engine'
import {
  actingSeat,
  checkMove,
  newMemory,
  nextBotTurn,
  noteRefusal,
  sparringSeats,
  type BotMemory,
} from '../src/bots'

/** What the bots need of their room. */
export interface BotPort {
  game: () => GameState
  /** Nothing is left to redo: the bots may move. */
  mayMove: () => boolean
  /** Plays one action as `actor`, as the room plays a device's; false when it is refused. */
  play: (action: Action, actor: PlayerId) => boolean
  /** The room's clock (Colyseus's, cleared with the room). */
  later: (ms: number, run: () => void) => { clear: () => void }
}

/** A move a person can follow, as at home (src/store/botRunner.ts). */
export const BOT_PACE_MS = 700

export class RoomBots {
  private memory: BotMemory = newMemory()
  private timer: { clear: () => void } | null = null

  constructor(
    private readonly room: BotPort,
    private readonly paceMs: number = BOT_PACE_MS,
  ) {}

  /** The game changed (a move, an undo, a join, a restart): the bots' next move, after the pace. */
  wake(delay = this.paceMs): void {
    if (this.timer !== null) return
    if (botSeats(this.room.game()).length === 0 || !this.room.mayMove()) return
    this.timer = this.room.later(delay, () => {
      this.timer = null
      this.tick()
    })
  }

  /** Stops a move that was coming (the room goes). */
  stop(): void {
    this.timer?.clear()
    this.timer = null
  }

  /**
   * One bot move, if a bot has one: checked whole, then played. A refused move is noted, and the
   * bots asked again at once: they fall back to their next choice, never the same one twice.
   */
  private tick(): void {
    const game = this.room.game()
    if (!this.room.mayMove()) return
    const turn = nextBotTurn(game, sparringSeats(game), this.memory)
    if (!turn) return
    const checked = checkMove(game, turn)
    if (!checked.ok) {
      noteRefusal(this.memory, game, turn.move)
      this.wake(0)
      return
    }
    for (const action of turn.move.actions) {
      if (!this.room.play(action, actingSeat(turn, action))) break
    }
  }
}
