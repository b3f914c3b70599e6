import { useLayoutEffect, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useGame } from '../../store'
import { arrowKeys } from './combatArrowList'
import { useCombatDraft } from './combatDraft'
import { measureArrows, sameLines, type ArrowLine } from './measureArrows'
import './combatTable.css'

const NONE: string[] = []
const KINDS = ['attack', 'attack-picked', 'block', 'block-picked'] as const

/** A gentle curve, bent to one side so arrows between the same rows don't overlap. */
function curve({ x1, y1, x2, y2 }: ArrowLine): string {
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2
  const bend = Math.min(60, Math.hypot(x2 - x1, y2 - y1) * 0.15)
  const len = Math.hypot(x2 - x1, y2 - y1) || 1
  const cx = mx + ((y2 - y1) / len) * bend
  const cy = my - ((x2 - x1) / len) * bend
  return `M ${x1} ${y1} Q ${cx} ${cy} ${x2} ${y2}`
}

type ZoneLine = ArrowLine & { zone: NonNullable<ArrowLine['zone']> }

/** One outline per attacked battlefield, however many creatures attack that player. */
function zonesOf(lines: ArrowLine[]): ZoneLine[] {
  const seen = new Set<string>()
  return lines.filter((l): l is ZoneLine => {
    if (!l.zone) return false
    const at = `${l.zone.x},${l.zone.y}`
    if (seen.has(at)) return false
    seen.add(at)
    return true
  })
}

/**
 * Arrows over the table from each attacker to what it attacks and from each blocker to its
 * attacker. Decoration only (aria-hidden, no pointer events): the cards and the combat panel
 * say the same in words. Re-measured when the game changes or the window resizes.
 */
export function CombatArrows() {
  const draft = useCombatDraft(useShallow((s) => ({ attacks: s.attacks, blocks: s.blocks })))
  const keys = useGame(useShallow((s) => (s.game ? arrowKeys(s.game, draft) : NONE)))
  const [lines, setLines] = useState<ArrowLine[]>([])

  useLayoutEffect(() => {
    if (keys.length === 0) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() =>
        setLines((old) => {
          const next = measureArrows(keys)
          return sameLines(old, next) ? old : next
        }),
      )
    }
    measure()
    const unsubscribe = useGame.subscribe(measure)
    window.addEventListener('resize', measure)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    const table = document.querySelector('.table')
    if (observer && table) observer.observe(table)
    return () => {
      cancelAnimationFrame(frame)
      unsubscribe()
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [keys])

  const shown = lines.filter((l) => keys.includes(l.key))
  if (shown.length === 0) return null
  return (
    <svg className="combat-arrows" aria-hidden="true" focusable="false">
      <defs>
        {KINDS.map((kind) => (
          <marker
            key={kind}
            id={`combat-head-${kind}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className={`head-${kind}`} />
          </marker>
        ))}
      </defs>
      {zonesOf(shown).map((l) => (
        <rect
          key={`zone|${l.key}`}
          className={`arrow-zone arrow-${l.kind}`}
          x={l.zone.x + 2}
          y={l.zone.y + 2}
          width={Math.max(0, l.zone.width - 4)}
          height={Math.max(0, l.zone.height - 4)}
          rx="10"
        />
      ))}
      {shown.map((l) => (
        <path
          key={l.key}
          className={`arrow arrow-${l.kind}`}
          d={curve(l)}
          markerEnd={`url(#combat-head-${l.kind})`}
        />
      ))}
    </svg>
  )
}
