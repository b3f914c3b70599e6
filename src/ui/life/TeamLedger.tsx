import { useTranslation } from 'react-i18next'
import type { PlayerId, TeamId } from '../../engine'
import { PlayerLedger } from './PlayerLedger'
import './life.css'

/** Both teammates' life changes this turn, under the team's total. */
export function TeamLedger({ team, members }: { team: TeamId; members: PlayerId[] }) {
  const { t } = useTranslation('life')
  return (
    <ul className="team-ledger" aria-label={t('life.ledger.label', { team })}>
      {members.map((p) => (
        <PlayerLedger key={p} player={p} />
      ))}
    </ul>
  )
}
