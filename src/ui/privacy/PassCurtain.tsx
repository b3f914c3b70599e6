import { useShallow } from 'zustand/react/shallow'
import { outcome, players, teamOf, turn, type TeamId } from '../../engine'
import { useGame, useUi } from '../../store'
import { NoticeArea } from '../table/NoticeArea'
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
  const from = useUi((s) => s.curtain?.from ?? team)
  const whose = over ? 'The game is over' : `Team ${active}'s turn`
  return (
    <div
      className="pass-curtain"
      role="dialog"
      aria-modal="true"
      aria-label={`Pass the device to Team ${team}`}
    >
      <HandoffPanel
        key={team}
        team={team}
        title={`Pass the device to Team ${team}`}
        confirm={`We are Team ${team} — show our side`}
        onConfirm={() => useUi.getState().liftCurtain()}
        extra={
          from !== team && (
            <button
              type="button"
              className="link-button"
              onClick={() => useUi.getState().cancelPass()}
            >
              Not now — back to Team {from}
            </button>
          )
        }
      >
        <p className="handoff-who">{members.join(' and ')}</p>
        <p className="handoff-turn">
          Turn {number} · {whose}
        </p>
        <p className="muted">
          No hand is shown until Team {team} confirms. Teammates may look at each other&rsquo;s
          hands; the other team may not (810.5).
        </p>
      </HandoffPanel>
      <NoticeArea />
    </div>
  )
}
