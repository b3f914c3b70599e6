/**
 * The benchmark's baseline: the cheapest React 19 page there is. One button toggles its class
 * and text on click; one box follows the pointer while it is held, moved by `transform` straight
 * from the pointer events (no render, nothing else on the page). Their tap → next frame and
 * move → next frame times are what the browser, the machine and the measuring itself cost; the
 * table is judged against them (bench/browser.ts).
 */
import { StrictMode, useRef, useState, type PointerEvent } from 'react'
import { createRoot } from 'react-dom/client'

function Toggle() {
  const [on, setOn] = useState(false)
  return (
    <button
      type="button"
      className={on ? 'on' : 'off'}
      style={{ margin: 40, padding: '24px 48px', fontSize: 24 }}
      onClick={() => setOn((was) => !was)}
    >
      {on ? 'On' : 'Off'}
    </button>
  )
}

function Carried() {
  const start = useRef<{ x: number; y: number } | null>(null)
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    start.current = { x: e.clientX, y: e.clientY }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return
    e.currentTarget.style.transform = `translate3d(${e.clientX - start.current.x}px, ${e.clientY - start.current.y}px, 0)`
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    start.current = null
    e.currentTarget.style.transform = ''
  }
  return (
    <div
      className="carried"
      style={{ width: 72, height: 100, margin: 40, background: '#b33', willChange: 'transform' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    />
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('bench/trivial: index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <Toggle />
    <Carried />
  </StrictMode>,
)
