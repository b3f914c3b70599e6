import { memo, useLayoutEffect, useMemo, useRef } from 'react'
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

/** The game log, newest last; it follows new lines unless the reader has scrolled up. */
export function LogPanel() {
  // log() may build a new list on each call, so it runs once per game state, not per render.
  const game = useGame((s) => s.game)
  // CONTRACT.md types log() as { seq, text }; its entries are the state's LogEntry values.
  const entries = useMemo(() => (game ? (log(game) as LogEntry[]) : NONE), [game])
  const ref = useRef<HTMLOListElement>(null)
  const following = useRef(true)
  const { t } = useTranslation('table')
  const shown = entries.length > SHOWN ? entries.slice(-SHOWN) : entries

  useLayoutEffect(() => {
    const el = ref.current
    if (el && following.current) el.scrollTop = el.scrollHeight
  }, [entries])

  return (
    <section className="log-panel panel" role="log" aria-live="polite" aria-labelledby="log-title">
      <h2 id="log-title" className="panel-title">
        {t('table.log.title')}
      </h2>
      <ol
        ref={ref}
        aria-labelledby="log-title"
        tabIndex={0}
        className="log-lines"
        onScroll={(e) => {
          const el = e.currentTarget
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24
        }}
      >
        {entries.length > SHOWN && (
          <li className="muted">{t('table.log.earlier', { count: entries.length - SHOWN })}</li>
        )}
        {shown.map((e) => (
          <LogLine key={e.seq} entry={e} />
        ))}
      </ol>
    </section>
  )
}
