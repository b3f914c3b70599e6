import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { TeamId } from '../../engine'
import './privacy.css'

interface HandoffPanelProps {
  team: TeamId
  /** "Pass the device to Team B": names the panel. */
  title: string
  /** The button the receiving player or team presses: "We are Team B — show our side". */
  confirm: string
  onConfirm: () => void
  children?: ReactNode
  /** Quieter choices under the confirm button. */
  extra?: ReactNode
}

/**
 * A hand-off between seats: says who takes the device and asks them to confirm before anything
 * private is rendered. The confirm button takes focus, so Enter shows the side at once. The
 * parent keys it by who is receiving, so a new hand-off focuses again.
 */
export function HandoffPanel({
  team,
  title,
  confirm,
  onConfirm,
  children,
  extra,
}: HandoffPanelProps) {
  const titleId = useId()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <section className={`handoff team-${team}`} aria-labelledby={titleId}>
      <div className="handoff-icon" aria-hidden="true">
        ⇄
      </div>
      <h2 id={titleId}>{title}</h2>
      {children}
      <button
        ref={button}
        type="button"
        className="primary big handoff-confirm"
        onClick={onConfirm}
      >
        {confirm}
      </button>
      {extra && <div className="handoff-extra">{extra}</div>}
    </section>
  )
}
