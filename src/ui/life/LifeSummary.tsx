import { teamLife, teamPoison, type TeamId } from '../../engine'
import { useGame } from '../../store'

const TEAMS: readonly TeamId[] = ['A', 'B']

/** Both teams' totals at the top of the panel, since the panel covers the table's own. */
export function LifeSummary() {
  const lifeA = useGame((s) => (s.game ? teamLife(s.game, 'A') : 0))
  const lifeB = useGame((s) => (s.game ? teamLife(s.game, 'B') : 0))
  const poisonA = useGame((s) => (s.game ? teamPoison(s.game, 'A') : 0))
  const poisonB = useGame((s) => (s.game ? teamPoison(s.game, 'B') : 0))
  const shown = { A: [lifeA, poisonA], B: [lifeB, poisonB] } as const
  return (
    <dl className="life-summary" aria-label="Team totals">
      {TEAMS.map((t) => (
        <div key={t} className={`team-${t}`}>
          <dt>Team {t}</dt>
          <dd>
            <span className="life-summary-life">{shown[t][0]}</span> life
          </dd>
          <dd className={shown[t][1] > 0 ? 'has-poison' : undefined}>{shown[t][1]} poison</dd>
        </div>
      ))}
    </dl>
  )
}
