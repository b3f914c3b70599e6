/**
 * The benchmark's baseline: the cheapest React 19 page there is, one button that toggles its
 * class and text on click. Its tap → next frame time is what the browser, the machine and the
 * measuring itself cost; the table's tap is judged against it (bench/browser.ts).
 */
import { StrictMode, useState } from 'react'
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

const root = document.getElementById('root')
if (!root) throw new Error('bench/trivial: index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <Toggle />
  </StrictMode>,
)
