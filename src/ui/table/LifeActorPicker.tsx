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
  return (
    <span className="life-actor" role="group" aria-label={`Team ${team} life changes happen to`}>
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
