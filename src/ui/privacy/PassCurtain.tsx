import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import {
  awaitedDecision,
  outcome,
  players,
  revealsAwaiting,
  teamOf,
  turn,
  type TeamId,
} from '../../engine'
import { useGame, useUi } from '../../store'
import { NoticeArea } from '../table/NoticeArea'
import { BackToTeam } from './BackToTeam'
import { HandoffPanel } from './HandoffPanel'

/**
 * The full-screen curtain while the device changes hands (810.5: a hand is seen only by its
 * owner's team). The table is not rendered behind it at all, so neither team's hand is in the
 * page, the accessibility tree or a tooltip until the receiving team confirms.
 */
export function PassCurtain({ team }: { team: TeamId }) {
  const members = useGame(
    useShallow((s) => {
      const g = s.game
      return g
        ? players(g)
            .filter((p) => teamOf(g, p) === team)
            .map((p) => g.players[p]?.name ?? p)
        : []
    }),
  )
  const number = useGame((s) => (s.game ? turn(s.game).number : 0))
  const active = useGame((s) => (s.game ? turn(s.game).activeTeam : team))
  const over = useGame((s) => (s.game ? outcome(s.game).over : false))
  // What the receiving team decides, when it is not its turn: its blocks (509.1, 805.10d) or a
  // commander's command-zone choice (903.9). The engine says which.
  const why = useGame(useShallow((s) => (s.game ? awaitedDecision(s.game) : null)))
  const from = useUi((s) => s.curtain?.from ?? team)
  // What the other team revealed waits behind this curtain (RevealScreen); only its count shows.
  const revealed = useGame((s) => (s.game ? revealsAwaiting(s.game, team).length : 0))
  const { t } = useTranslation('privacy')
  const whose = over ? t('privacy.over') : t('privacy.whose', { team: active })
  const title = t('privacy.pass', { team })
  const [head = '', ...rest] = members
  const names = rest.reduce((first, second) => t('privacy.members', { first, second }), head)
  return (
    <div className="pass-curtain" role="dialog" aria-modal="true" aria-label={title}>
      <HandoffPanel
        key={team}
        team={team}
        title={title}
        confirm={t('privacy.confirm', { team })}
        onConfirm={() => useUi.getState().liftCurtain()}
        extra={from !== team && <BackToTeam from={from} to={team} />}
      >
        <p className="handoff-who">{names}</p>
        <p className="handoff-turn">{t('privacy.turn', { number, whose })}</p>
        {why?.team === team && why.why === 'blocks' && <p>{t('privacy.blocks', { team })}</p>}
        {why?.team === team && why.why === 'commanderReturn' && (
          <p>{t('privacy.commanderReturn', { team })}</p>
        )}
        {revealed > 0 && (
          <p className="handoff-reveal">
            {t('privacy.revealWaiting', { count: revealed, from: team === 'A' ? 'B' : 'A' })}
          </p>
        )}
        <p className="muted">{t('privacy.note', { team })}</p>
      </HandoffPanel>
      <NoticeArea />
    </div>
  )
}
