import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { afterPaint } from '../../afterPaint'
import { useTranslation } from 'react-i18next'
import { log, message, type LogEntry, type Message } from '../../engine'
import { useSay } from '../../i18n/say'
import { roomLogNotes, useGame, type HistoryNote, type RoomNote } from '../../store'
import { logWithNotes } from '../history/logWithNotes'
import { actorOfLine } from '../history/lineActor'
import '../history/history.css'

const NONE: LogEntry[] = []
const NO_NOTES: RoomNote[] = []
/**
 * Older lines stay in the game (and its save); the panel keeps the page light with the last 200
 * to 249. The first line shown moves on 50 at a time, not with each new line: a line dropped at
 * the top moves every other line, and each moved line is checked and repainted again (a third of
 * a tap's pre-paint work; issue 10).
 */
const SHOWN = 200
const STEP = 50
/**
 * The lines drawn with the table's first frame, more than the log ever shows at once; the older
 * ones come right after that frame. Drawn at once, the other ≈ 200 lines were ≈ 10 % of a reload's
 * confirm → board (their words, their text laid out; issue 21), all of them scrolled out of view.
 */
const FIRST = 40

/**
 * One line. Entries are the state's own objects, so an action renders (and translates) its new
 * lines only, not all 200 (5 ms per tap; issue 10). In a room, a line another seat's move wrote
 * names who made it (`actor`, lineActor.ts).
 */
const LogLine = memo(function LogLine({
  entry,
  note,
  actor,
}: {
  entry: LogEntry
  note: boolean
  actor: string | null
}) {
  const say = useSay()
  const line: Message | string = entry.message ? { ns: 'engine', ...entry.message } : entry.text
  return (
    <li className={note ? 'log-note' : undefined}>
      {say(actor === null ? line : message('table.log.byActor', { actor, line }, 'table'))}
    </li>
  )
})

/**
 * The game log, newest last; it follows new lines unless the reader has scrolled up. Where the
 * reader is comes from an IntersectionObserver on a marker after the last line, and the log
 * scrolls in the next frame, where the browser lays out anyway: reading the list's height right
 * after each action, or on each scroll event, made it lay out the whole table an extra time
 * (3–4 ms a tap, ≈ 85 ms when a reload first scrolled the log; issue 10).
 */
export function LogPanel() {
  // log() may build a new list on each call, so it runs once per game state, not per render.
  const game = useGame((s) => s.game)
  const historyNotes = useGame((s) => s.historyNotes)
  // A room keeps its own notes of undos, redos and exports (issue 35), the same for every device.
  const roomNotes = useGame((s) => (s.room ? s.room.notes : null))
  const notes: readonly HistoryNote[] = useMemo(
    () => (roomNotes ? roomLogNotes(roomNotes ?? NO_NOTES, game) : historyNotes),
    [roomNotes, historyNotes, game],
  )
  // The public surface types log() as { seq, text }; its entries are the state's LogEntry values. Undo
  // and redo notes go in between, where they happened.
  const entries = useMemo(
    () => logWithNotes(game ? (log(game) as LogEntry[]) : NONE, notes),
    [game, notes],
  )
  const { t } = useTranslation('table')
  const [whole, setWhole] = useState(false)
  const [live, setLive] = useState(false)
  useEffect(() => {
    let here = true
    afterPaint(() => {
      if (!here) return
      setWhole(true)
      // The older lines coming in are not news: the log speaks up (a live region) only once
      // they are in, a frame later, so a screen reader does not read out two hundred old lines.
      afterPaint(() => here && setLive(true))
    })
    return () => {
      here = false
    }
  }, [])
  const first = Math.floor(Math.max(0, entries.length - SHOWN) / STEP) * STEP
  const recent = first > 0 ? entries.slice(first) : entries
  const shown = whole || recent.length <= FIRST ? recent : recent.slice(-FIRST)
  const scroller = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const following = useRef(true)

  useEffect(() => {
    const root = scroller.current
    const marker = end.current
    if (!root || !marker || typeof IntersectionObserver === 'undefined') return
    const watch = new IntersectionObserver(
      ([entry]) => {
        if (entry) following.current = entry.isIntersecting
      },
      { root },
    )
    watch.observe(marker)
    return () => watch.disconnect()
  }, [])

  useEffect(() => {
    const root = scroller.current
    if (!root || typeof ResizeObserver === 'undefined') return
    // A log made shorter (the combat panel opening above it) is not a reader scrolling up: it
    // keeps following. Resize callbacks run before intersections are measured in the same frame.
    const keep = new ResizeObserver(() => {
      if (following.current) root.scrollTop = root.scrollHeight
    })
    keep.observe(root)
    return () => keep.disconnect()
  }, [])

  useLayoutEffect(() => {
    if (!following.current) return
    const frame = requestAnimationFrame(() => {
      const root = scroller.current
      if (root) root.scrollTop = root.scrollHeight
    })
    return () => cancelAnimationFrame(frame)
  }, [entries, whole])

  return (
    <section
      className="log-panel panel"
      role="log"
      aria-live={live ? 'polite' : 'off'}
      aria-labelledby="log-title"
    >
      <h2 id="log-title" className="panel-title">
        {t('table.log.title')}
      </h2>
      <div className="log-scroll" ref={scroller}>
        {/* Focusable, so the arrow keys scroll the log (the scroller is its parent). */}
        <ol aria-labelledby="log-title" tabIndex={0} className="log-lines">
          {first > 0 && whole && (
            <li className="muted">{t('table.log.earlier', { count: first })}</li>
          )}
          {shown.map((e) => (
            <LogLine key={e.key} entry={e.entry} note={e.note} actor={actorOfLine(game, e.entry)} />
          ))}
        </ol>
        <div ref={end} className="log-end" aria-hidden="true" />
      </div>
    </section>
  )
}
