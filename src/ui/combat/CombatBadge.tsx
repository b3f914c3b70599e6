import type { CombatMark } from './combatMarks'

/** "Attacking B2 Dev" on the card; the card's aria-description says the same for screen readers. */
export function CombatBadge({ mark }: { mark: CombatMark }) {
  if (mark.kind === null) return null
  return (
    <span className={`combat-badge mark-${mark.kind}`} aria-hidden="true" title={mark.text}>
      {mark.badge}
    </span>
  )
}
