import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LabReport } from '../../bots'
import type { GameSetup, TeamId } from '../../engine'
import { ModalDialog } from '../decks/ModalDialog'
import './openingLab.css'

/** Openings dealt per deck and way of starting. */
const RUNS = 1000

interface SeatLab {
  seat: string
  name: string
  commanders: string
  play: LabReport
  draw: LabReport
}

const percent = (share: number) => `${Math.round(share * 100)} %`

/** One row of the chart: the share on the play and on the draw, each with its bar. */
function Row({ label, play, draw }: { label: string; play: number; draw: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {[play, draw].map((share, i) => (
        <td key={i}>
          <div className="lab-cell">
            <span className="lab-bar" style={{ width: `${Math.round(share * 100)}%` }} />
            <span className="lab-value">{percent(share)}</span>
          </div>
        </td>
      ))}
    </tr>
  )
}

function SeatTable({ lab }: { lab: SeatLab }) {
  const { t } = useTranslation('setup')
  const { play, draw } = lab
  const keptShare = (r: LabReport, from: number, to = from + 1) =>
    r.keptAt.slice(from, to).reduce((a, b) => a + b, 0) / r.runs
  return (
    <table className="lab-table">
      <caption>
        <strong>{lab.name}</strong> <span className="muted">{lab.commanders}</span>
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t('lab.onPlay')}</th>
          <th scope="col">{t('lab.onDraw')}</th>
        </tr>
      </thead>
      <tbody>
        <Row label={t('lab.keptSeven')} play={keptShare(play, 0)} draw={keptShare(draw, 0)} />
        <Row label={t('lab.keptSix')} play={keptShare(play, 1)} draw={keptShare(draw, 1)} />
        <Row label={t('lab.keptFive')} play={keptShare(play, 2, 7)} draw={keptShare(draw, 2, 7)} />
        <tr>
          <th scope="row">{t('lab.meanLands')}</th>
          <td>{play.meanLands.toFixed(2)}</td>
          <td>{draw.meanLands.toFixed(2)}</td>
        </tr>
        {play.landDrop.map((share, i) => (
          <Row
            key={i}
            label={t('lab.landDrop', { turn: i + 1 })}
            play={share}
            draw={draw.landDrop[i] ?? 0}
          />
        ))}
        <Row
          label={t('lab.commander', { turn: play.commanderValue })}
          play={play.commanderOnCurve}
          draw={draw.commanderOnCurve}
        />
      </tbody>
    </table>
  )
}

/**
 * The opening-hand lab (issue 39) for one team's two decks as the form stands: a thousand
 * openings each, dealt with the real mulligan rules and DuoTable's keep choices (src/bots).
 * The bots' code loads only when the lab opens.
 */
export function OpeningLab({
  team,
  makeSetup,
  onClose,
}: {
  team: TeamId
  makeSetup: () => Promise<GameSetup>
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('setup')
  const make = useRef(makeSetup)
  const [labs, setLabs] = useState<SeatLab[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    Promise.all([make.current(), import('../../bots')])
      .then(([setup, bots]) => {
        const players = setup.teams.find((x) => x.id === team)?.players ?? []
        const seed = setup.seed ?? 1
        const lab = (p: (typeof players)[number], onThePlay: boolean) =>
          bots.openingLab(p.library, p.commanders, { runs: RUNS, seed, onThePlay })
        const made = players.map((p) => ({
          seat: p.id,
          name: p.name ?? p.id,
          commanders: p.commanders.map((c) => c.name).join(' & '),
          play: lab(p, true),
          draw: lab(p, false),
        }))
        if (live) setLabs(made)
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [team])

  return (
    <ModalDialog title={t('lab.title', { team })} onClose={onClose} className="opening-lab">
      <div className="lab-body">
        <p>{t('lab.intro', { count: RUNS, runs: RUNS.toLocaleString(i18n.language) })}</p>
        {error ? (
          <p className="form-error" role="alert">
            {t('lab.failed', { error })}
          </p>
        ) : !labs ? (
          <p className="muted">{t('lab.computing')}</p>
        ) : (
          <div className="lab-seats">
            {labs.map((lab) => (
              <SeatTable key={lab.seat} lab={lab} />
            ))}
          </div>
        )}
        <p className="muted">{t('lab.note')}</p>
      </div>
    </ModalDialog>
  )
}
