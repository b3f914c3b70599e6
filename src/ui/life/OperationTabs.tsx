import { useRef, type KeyboardEvent } from 'react'
import { OPERATIONS, type OperationId } from './lifeOperations'
import { lifeMsg, useLifeWords } from './lifeWords'

interface OperationTabsProps {
  active: OperationId
  onSelect: (op: OperationId) => void
  tabId: (op: OperationId) => string
  panelId: string
}

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

/** The list of operations, a vertical tab list: arrows move and choose, Tab goes to the form. */
export function OperationTabs({ active, onSelect, tabId, panelId }: OperationTabsProps) {
  const words = useLifeWords()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const move = KEYS[e.key]
    if (!move) return
    e.preventDefault()
    const next = move(i, OPERATIONS.length)
    const op = OPERATIONS[next]
    if (!op) return
    onSelect(op.id)
    refs.current[next]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-orientation="vertical"
      aria-label={words(lifeMsg('life.panel.operations'))}
      className="life-tabs"
    >
      {OPERATIONS.map((op, i) => (
        <button
          key={op.id}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="button"
          role="tab"
          id={tabId(op.id)}
          aria-selected={op.id === active}
          aria-controls={panelId}
          tabIndex={op.id === active ? 0 : -1}
          className={op.id === 'concede' ? 'is-danger' : undefined}
          onClick={() => onSelect(op.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {words(op.label)}
        </button>
      ))}
    </div>
  )
}
