import { useTranslation } from 'react-i18next'
import type { PlayerId, TeamId } from '../../engine'
import { useGame, useUi } from '../../store'

/** Which teammate the quick life buttons act for (810.9: life changes happen to a player). */
export function LifeActorPicker({
  team,
  members,
  actor,
}: {
  team: TeamId
  members: PlayerId[]
  actor: PlayerId | undefined
}) {
  const names = useGame((s) => members.map((p) => s.game?.players[p]?.name ?? p).join('\u0000'))
  const labels = names.split('\u0000')
  const { t } = useTranslation('table')
  return (
    <span className="life-actor" role="group" aria-label={t('table.lifeActor', { team })}>
      {members.map((p, i) => (
        <button
          key={p}
          type="button"
          className="chip"
          aria-pressed={p === actor}
          title={labels[i]}
          onClick={() => useUi.getState().setLifeActor(team, p)}
        >
          {p}
        </button>
      ))}
    </span>
  )
}
