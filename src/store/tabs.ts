/**
 * Two tabs on one game must not overwrite each other silently (issue 9). Each tab has a random id
 * and remembers the head record (persistence.ts HEAD_KEY: { gameId, revision, writer }) it last
 * read or wrote. A write goes through only while the stored head is still that one; otherwise
 * another tab wrote since, and this tab holds back and reports a conflict, which the
 * reliability notice turns into a choice (tabChoice.ts). A BroadcastChannel tells the other tabs
 * at once when a tab writes or takes over, so they can offer that choice before their next write.
 */
import { create } from 'zustand'
import type { GameState } from '../engine'
import { randomId } from '../shared/save/saveVersion'
import { readSave, sameHeader, writeSaveIf, type LoadResult } from './persistence'
import { type SaveFile, type SaveHeader } from '../shared/save/saveFile'
import { hintSavedGame } from './savedGameHint'
import { startJournal } from './journal'

export const TAB_CHANNEL = 'duotable'

export interface TabMessage {
  type: 'wrote' | 'took-over'
  head: SaveHeader
}

export type TabWrite =
  { kind: 'written'; head: SaveHeader } | { kind: 'conflict'; head: SaveHeader }

/** The part of BroadcastChannel a session uses (tests may hand in their own). */
interface Channel {
  postMessage(message: TabMessage): void
  close(): void
  onmessage: ((event: MessageEvent<unknown>) => void) | null
}

function openChannel(): Channel | null {
  if (typeof BroadcastChannel !== 'function') return null
  const channel = new BroadcastChannel(TAB_CHANNEL)
  // Node (tests) would otherwise keep running for an open channel; browsers have no unref.
  ;(channel as unknown as { unref?: () => void }).unref?.()
  return channel as unknown as Channel
}

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false
  const { type, head } = data as Partial<TabMessage>
  return (type === 'wrote' || type === 'took-over') && typeof head === 'object' && head !== null
}

export class TabSession {
  /** The head this tab last read or wrote; null before any. */
  private seen: SaveHeader | null = null
  /**
   * False until this tab has read the save or written one. A tab that never looked (a scenario
   * link, which starts its own game on purpose) replaces the save as before, but keeps the old
   * one aside and tells the other tabs, so a game open elsewhere is still not lost silently.
   */
  private looked = false
  private gameId = randomId()
  /** The state last written or loaded: a later save holding it in its history is the same game. */
  private lastGame: GameState | null = null
  private readonly channel: Channel | null
  private readonly listeners = new Set<(head: SaveHeader) => void>()

  constructor(
    readonly tabId: string = randomId(),
    channel: Channel | null = openChannel(),
  ) {
    this.channel = channel
    if (channel) {
      channel.onmessage = (event) => {
        if (isTabMessage(event.data)) this.heard(event.data.head)
      }
    }
  }

  /** The head this tab last read or wrote. */
  get seenHead(): SaveHeader | null {
    return this.seen
  }

  /** Called with the newer head whenever another tab's write is found or announced. */
  onConflict(listener: (head: SaveHeader) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** This tab loaded `save` (or found none) along with `head`: that is the head it has seen. */
  adopt(head: SaveHeader | null, save: SaveFile | null): void {
    // The moves this tab journals from now on are played on top of that save (journal.ts).
    startJournal(this.tabId, head)
    this.seen = head
    this.looked = true
    this.gameId = save?.header.gameId || randomId()
    this.lastGame = save?.game ?? null
  }

  /**
   * Writes the autosave (null clears it) unless another tab wrote since this one last looked.
   * `takeOver` writes anyway (the replaced save is kept aside) and tells the other tabs.
   */
  async write(file: SaveFile | null, takeOver?: SaveHeader): Promise<TabWrite> {
    const base = Math.max(this.seen?.revision ?? 0, takeOver?.revision ?? 0)
    const head: SaveHeader = {
      gameId: file ? this.gameIdOf(file) : '',
      revision: base + 1,
      writer: this.tabId,
    }
    const replacing = takeOver !== undefined || !this.looked
    const outcome = await writeSaveIf(file, head, this.seen, replacing)
    if (outcome.kind === 'conflict') {
      this.tell(outcome.head)
      return outcome
    }
    this.seen = head
    this.looked = true
    hintSavedGame(file !== null)
    this.gameId = head.gameId || randomId()
    this.lastGame = file?.game ?? null
    this.channel?.postMessage({ type: replacing ? 'took-over' : 'wrote', head })
    return { kind: 'written', head }
  }

  close(): void {
    this.channel?.close()
    this.listeners.clear()
  }

  /**
   * Games carry no id of their own, but states are immutable and shared: a save whose game or
   * history holds the state written last continues that game; anything else is a new game.
   */
  private gameIdOf(file: SaveFile): string {
    const last = this.lastGame
    const continues =
      last !== null &&
      (file.game === last || file.past.includes(last) || file.future.includes(last))
    if (!continues) this.gameId = randomId()
    return this.gameId
  }

  private heard(head: SaveHeader): void {
    if (head.writer !== this.tabId && !sameHeader(head, this.seen)) this.tell(head)
  }

  private tell(head: SaveHeader): void {
    for (const listener of this.listeners) listener(head)
  }
}

/** A newer write of another tab that this tab has not taken in yet, while one is pending. */
export const useTabs = create<{ conflict: SaveHeader | null }>()(() => ({ conflict: null }))

let session: TabSession | null = null

/** This tab's session, made on first use; its conflicts go to useTabs. */
export function thisTab(): TabSession {
  if (!session) {
    session = new TabSession()
    session.onConflict((head) => useTabs.setState({ conflict: head }))
  }
  return session
}

/** A read of the autosave begun as the page started (App.tsx), for the restore to take. */
let early: Promise<LoadResult> | null = null

/**
 * Begins reading the autosave now, while the page's code and words still load; the restore takes
 * this read instead of beginning its own (issue 21: board ready after a reload).
 */
export function readSaveEarly(): void {
  if (early) return
  early = readSave()
  // Whoever takes the read hears of a failure; nobody may take it (dropEarlyRead).
  early.catch(() => undefined)
}

/** The page starts without its autosave (a room, a crash): a read begun early is not for later. */
export function dropEarlyRead(): void {
  early = null
}

/** A read of the autosave as this tab's starting point: its head is what this tab has seen. */
async function adopted(read: Promise<LoadResult>): Promise<LoadResult> {
  const result = await read
  thisTab().adopt(result.head, result.kind === 'ok' ? result.save : null)
  return result
}

/** The autosave for the restore: the read begun early, if any, else one now. */
export function readSaveToRestore(): Promise<LoadResult> {
  const begun = early
  early = null
  return adopted(begun ?? readSave())
}

/** Reads the autosave as this tab's starting point: its head is what this tab has seen. */
export function readSaveForThisTab(): Promise<LoadResult> {
  return adopted(readSave())
}
