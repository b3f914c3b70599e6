import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { players, teamLife, teamOf, teamPoison, type PlayerId, type TeamId } from '../../engine'
import { useGame, useUi } from '../../store'
import { LifeEffectsButton } from '../life/LifeEffectsButton'
import { TeamLedger } from '../life/TeamLedger'
import { LifeActorPicker } from './LifeActorPicker'

const NONE: PlayerId[] = []

/**
 * A team's shared life (810.4) and poison (810.10), with quick buttons. Life is lost or gained
 * by one member (810.9: it happens to individuals), the first player unless another is picked.
 * Every other life operation is in the life panel; each member's changes this turn show below.
 */
export function TeamLife({ team }: { team: TeamId }) {
  const life = useGame((s) => (s.game ? teamLife(s.game, team) : 0))
  const poison = useGame((s) => (s.game ? teamPoison(s.game, team) : 0))
  const members = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? players(g).filter((p) => teamOf(g, p) === team) : NONE
    }),
  )
  const picked = useUi((s) => s.lifeActor[team])
  const actor = picked ?? members[0]
  const { t } = useTranslation('table')

  const change = (delta: number) => {
    if (!actor) return
    useGame.getState().dispatch({
      type: delta < 0 ? 'life/lose' : 'life/gain',
      player: actor,
      amount: Math.abs(delta),
    })
  }

  return (
    <section className={`team-life team-${team}`} aria-label={t('table.team.life', { team })}>
      <div className="team-title">{t('table.team', { team })}</div>
      <div className="life-row">
        <button
          type="button"
          className="life-step"
          aria-label={t('table.team.lose', { team, count: 5 })}
          onClick={() => change(-5)}
        >
          −5
        </button>
        <button
          type="button"
          className="life-step"
          aria-label={t('table.team.lose', { team, count: 1 })}
          onClick={() => change(-1)}
        >
          −1
        </button>
        <span className="life-total" data-team-life={team} key={life}>
          {life}
        </span>
        <button
          type="button"
          className="life-step"
          aria-label={t('table.team.gain', { team, count: 1 })}
          onClick={() => change(1)}
        >
          +1
        </button>
        <button
          type="button"
          className="life-step"
          aria-label={t('table.team.gain', { team, count: 5 })}
          onClick={() => change(5)}
        >
          +5
        </button>
      </div>
      <div className="team-meta">
        <span
          className={`poison${poison > 0 ? ' has-poison' : ''}`}
          title={t('table.poison.title')}
        >
          ☠ <span data-team-poison={team}>{poison}</span>
          <span className="sr-only">{t('table.poison.count', { count: poison })}</span>
        </span>
        <LifeActorPicker team={team} members={members} actor={actor} />
        <LifeEffectsButton team={team} />
      </div>
      <TeamLedger team={team} members={members} />
    </section>
  )
}
