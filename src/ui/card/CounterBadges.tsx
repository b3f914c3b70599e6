import { counterName } from './counterName'
import { useWords } from '../../i18n/useWords'

/** Counters on a card ('+1/+1 ×3', 'charge 2') and the damage marked on it this turn. */
export function CounterBadges({
  counters,
  damage,
}: {
  counters: Record<string, number>
  damage: number
}) {
  const t = useWords('card')
  const entries = Object.entries(counters).filter(([, n]) => n > 0)
  if (entries.length === 0 && damage === 0) return null
  return (
    <span className="card-counters">
      {entries.map(([name, n]) => (
        <span key={name} className={`counter counter-${counterKind(name)}`}>
          {name === '+1/+1' || name === '-1/-1'
            ? `${name}${n > 1 ? ` ×${n}` : ''}`
            : `${counterName(t, name)} ${n}`}
        </span>
      ))}
      {damage > 0 && (
        <span className="counter counter-damage">{t('card.damage', { count: damage })}</span>
      )}
    </span>
  )
}

function counterKind(name: string): string {
  if (name === '+1/+1') return 'plus'
  if (name === '-1/-1') return 'minus'
  return 'other'
}
