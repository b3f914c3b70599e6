import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { log, type LogEntry } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'

const NONE: LogEntry[] = []
/** Older lines stay in the game (and its save); the panel keeps the page light. */
const SHOWN = 200

/**
 * One line. Entries are the state's own objects, so an action renders (and translates) its new
 * lines only, not all 200 (5 ms per tap; issue 10).
 */
const LogLine = memo(function LogLine({ entry }: { entry: LogEntry }) {
  const say = useSay()
  return <li>{say(entry.message ?? entry.text)}</li>
})

/**
 * The game log, newest last; it follows new lines unless the reader has scrolled up. The browser
 * does the following (table.css: .log-scroll is a column-reverse scroller, which stays at its end),
 * not a script: reading the list's height after each action, or on each scroll event, made the
 * browser lay out the whole table an extra time (3-4 ms a tap, ≈ 85 ms when a reload first
 * scrolls the log; issue 10).
 */
export function LogPanel() {
  // log() may build a new list on each call, so it runs once per game state, not per render.
  const game = useGame((s) => s.game)
  // CONTRACT.md types log() as { seq, text }; its entries are the state's LogEntry values.
  const entries = useMemo(() => (game ? (log(game) as LogEntry[]) : NONE), [game])
  const { t } = useTranslation('table')
  const shown = entries.length > SHOWN ? entries.slice(-SHOWN) : entries

  return (
    <section className="log-panel panel" role="log" aria-live="polite" aria-labelledby="log-title">
      <h2 id="log-title" className="panel-title">
        {t('table.log.title')}
      </h2>
      <div className="log-scroll">
        {/* Focusable, so the arrow keys scroll the log (the scroller is its parent). */}
        <ol aria-labelledby="log-title" tabIndex={0} className="log-lines">
          {entries.length > SHOWN && (
            <li className="muted">{t('table.log.earlier', { count: entries.length - SHOWN })}</li>
          )}
          {shown.map((e) => (
            <LogLine key={e.seq} entry={e} />
          ))}
        </ol>
      </div>
    </section>
  )
}
