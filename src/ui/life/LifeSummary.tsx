import { useTranslation } from 'react-i18next'
import { teamLife, teamPoison, type TeamId } from '../../engine'
import { useGame } from '../../store'

const TEAMS: readonly TeamId[] = ['A', 'B']

/** Both teams' totals at the top of the panel, since the panel covers the table's own. */
export function LifeSummary() {
  const lifeA = useGame((s) => (s.game ? teamLife(s.game, 'A') : 0))
  const lifeB = useGame((s) => (s.game ? teamLife(s.game, 'B') : 0))
  const poisonA = useGame((s) => (s.game ? teamPoison(s.game, 'A') : 0))
  const poisonB = useGame((s) => (s.game ? teamPoison(s.game, 'B') : 0))
  const { t } = useTranslation('life')
  const shown = { A: [lifeA, poisonA], B: [lifeB, poisonB] } as const
  return (
    <dl className="life-summary" aria-label={t('life.summary.label')}>
      {TEAMS.map((team) => (
        <div key={team} className={`team-${team}`}>
          <dt>{t('life.team', { team })}</dt>
          <dd>
            <span className="life-summary-life">{shown[team][0]}</span>{' '}
            {t('life.summary.life', { count: shown[team][0] })}
          </dd>
          <dd className={shown[team][1] > 0 ? 'has-poison' : undefined}>
            {t('life.summary.poison', { count: shown[team][1] })}
          </dd>
        </div>
      ))}
    </dl>
  )
}
