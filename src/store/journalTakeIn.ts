/**
 * On start, every journal left in storage is read, whoever wrote it (issue 36), and taken in by
 * this page: the moves played on top of the save it restores are played again in the order they
 * were played (replay.ts), become this page's first journaled moves, and the journals they came
 * from are removed (journal.ts: takeInMoves). Moves that were played on top of another save (a
 * tab that lost a two-tab conflict) or that cannot be played again are counted as lost, so the
 * players are told; their journals are removed too. No journal is ever left unread.
 */
import type { GameState } from '../engine'
import { takeSteps } from './autosave'
import type { Rules } from './engineLoader'
import type { History } from '../shared/history'
import { missingMoves, readJournals, takeInMoves, type Journal, type JournalEntry } from './journal'
import { sameHeader } from './persistence'
import { type SaveFile } from '../shared/save/saveFile'
import { replayJournal } from './replay'

export interface ReplayPlan {
  /** The moves to play again on top of the save, in the order they were played. */
  entries: JournalEntry[]
  /** The moves that cannot be: played on top of another save, or with no save to play on. */
  lost: JournalEntry[]
  /** Every other tab's journal read: this page takes them all in, and they are removed. */
  read: string[]
  /** Moves a journal says were played that no copy of it held (a full storage, issue 40). */
  missing: number
}

/**
 * Which journaled moves belong on top of `save` (null: there is none to play them on):
 * - the writer's own journal, from the step after the one the save holds;
 * - any other tab's journal whose base is this save (a page that read it and played on it, and
 *   died before its own save landed: the first move after a reload);
 * but not the journals a save or a journal says it took in already (their moves are in it).
 * Journals of an older DuoTable (no base) that belong to no save are only removed.
 */
export function planReplay(
  save: Pick<SaveFile, 'header' | 'journalStep' | 'took'> | null,
  journals: readonly Journal[],
  self: string,
): ReplayPlan {
  const others = journals.filter((journal) => journal.tab !== self)
  const onTop = (journal: Journal): JournalEntry[] | null => {
    if (!save) return null
    if (journal.tab === save.header.writer) {
      const saved = save.journalStep
      return saved === undefined ? [] : journal.entries.filter((entry) => entry.step > saved)
    }
    return journal.base && sameHeader(journal.base, save.header) ? journal.entries : null
  }
  const applying = others.filter((journal) => onTop(journal) !== null)
  const taken = new Set([...(save?.took ?? []), ...applying.flatMap((j) => j.took ?? [])])
  const entries: JournalEntry[] = []
  const lost: JournalEntry[] = []
  let missing = 0
  for (const journal of others) {
    if (taken.has(journal.tab)) continue
    const moves = onTop(journal)
    if (moves) entries.push(...moves)
    else if (journal.base !== undefined) lost.push(...journal.entries)
    if (moves || journal.base !== undefined) missing += missingMoves(journal, fromStep(journal))
  }
  entries.sort((a, b) => a.at - b.at || a.step - b.step)
  return { entries, lost, read: others.map((journal) => journal.tab), missing }

  /** The step a journal's moves follow: the save's, for its writer; else before its first move. */
  function fromStep(journal: Journal): number {
    if (save && journal.tab === save.header.writer && save.journalStep !== undefined) {
      return save.journalStep
    }
    const first = journal.entries[0]?.step
    return first === undefined ? (journal.played ?? 0) : first - 1
  }
}

export interface TakenIn {
  /** The save's game and history with the moves played again; null without a save. */
  played: (History & { game: GameState }) | null
  replayed: number
  lost: number
  /** When the last journaled move was played (epoch ms); null without any. */
  lastAt: number | null
}

/**
 * Reads every journal and takes them in for the save this page restores (null: none, or one
 * whose newest moves were dropped, `playable` false): the moves on top of it are played again and
 * journaled as this page's own, every journal read is removed. Returns the game with the moves
 * played; what could not be is counted as lost.
 */
export async function takeInJournals(
  tab: string,
  save: SaveFile | null,
  rules: Pick<Rules, 'tryAction'> | null,
  playable = true,
): Promise<TakenIn> {
  const plan = planReplay(save, await readJournals(), tab)
  const lostBefore = playable ? plan.lost : [...plan.lost, ...plan.entries]
  const toPlay = playable ? plan.entries : []
  const replayed = save && rules && toPlay.length > 0 ? replayJournal(save, toPlay, rules) : null
  const kept = toPlay.slice(0, replayed?.replayed ?? 0)
  const first = takeSteps(kept.length)
  takeInMoves(
    tab,
    plan.read,
    kept.map((entry, i) => ({ ...entry, step: first + i })),
  )
  const lost = lostBefore.length + plan.missing + (replayed?.lost ?? 0)
  const lastAt = [...lostBefore, ...toPlay].reduce<number | null>(
    (latest, entry) => (latest === null || entry.at > latest ? entry.at : latest),
    null,
  )
  const played = replayed ?? (save && { game: save.game, past: save.past, future: save.future })
  return {
    played: played && { game: played.game, past: played.past, future: played.future },
    replayed: kept.length,
    lost,
    lastAt,
  }
}
