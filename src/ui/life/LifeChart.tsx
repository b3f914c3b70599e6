import { useMemo } from 'react'
import { teamLife } from '../../engine'
import { useGame } from '../../store'
import { chartPoints, lifeChartLabel, lifeSeries, type ChartBox } from './lifeChart'
import { useLifeWords } from './lifeWords'

const BOX: ChartBox = { width: 280, height: 96, pad: 8 }
const NONE: { turn: number; A: number; B: number }[] = []

/** Both teams' totals over the turns (lifeByTurn, then now), as a small line chart. */
export function LifeChart() {
  const byTurn = useGame((s) => s.game?.lifeByTurn ?? NONE)
  const lifeA = useGame((s) => (s.game ? teamLife(s.game, 'A') : 0))
  const lifeB = useGame((s) => (s.game ? teamLife(s.game, 'B') : 0))
  const words = useLifeWords()
  const series = useMemo(
    () => lifeSeries(byTurn, { A: lifeA, B: lifeB }, words),
    [byTurn, lifeA, lifeB, words],
  )
  const last = series.labels.length - 1
  const x = (i: number) => BOX.pad + (i / Math.max(1, last)) * (BOX.width - 2 * BOX.pad)
  return (
    <figure className="life-chart">
      <svg
        role="img"
        aria-label={lifeChartLabel(series, words)}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
      >
        {series.labels.map((label, i) => (
          <line key={label} className="grid" x1={x(i)} x2={x(i)} y1={0} y2={BOX.height} />
        ))}
        {(['A', 'B'] as const).map((t) => (
          <polyline
            key={t}
            className={`line team-${t}`}
            points={chartPoints(series[t], series, BOX)}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <figcaption aria-hidden="true">
        <span className="team-A">A {lifeA}</span>
        <span className="muted">
          {series.labels[0]} → {series.labels[last]}
        </span>
        <span className="team-B">B {lifeB}</span>
      </figcaption>
    </figure>
  )
}
