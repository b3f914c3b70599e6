import { useLayoutEffect, useMemo, useRef } from 'react'
import { log } from '../../engine'
import { useGame } from '../../store'

const NONE: { seq: number; text: string }[] = []
/** Older lines stay in the game (and its save); the panel keeps the page light. */
const SHOWN = 200

/** The game log, newest last; it follows new lines unless the reader has scrolled up. */
export function LogPanel() {
  // log() may build a new list on each call, so it runs once per game state, not per render.
  const game = useGame((s) => s.game)
  const entries = useMemo(() => (game ? log(game) : NONE), [game])
  const ref = useRef<HTMLOListElement>(null)
  const following = useRef(true)
  const shown = entries.length > SHOWN ? entries.slice(-SHOWN) : entries

  useLayoutEffect(() => {
    const el = ref.current
    if (el && following.current) el.scrollTop = el.scrollHeight
  }, [entries])

  return (
    <section className="log-panel panel" role="log" aria-live="polite" aria-labelledby="log-title">
      <h2 id="log-title" className="panel-title">
        Game log
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
          <li className="muted">… {entries.length - SHOWN} earlier lines</li>
        )}
        {shown.map((e) => (
          <li key={e.seq}>{e.text}</li>
        ))}
      </ol>
    </section>
  )
}
