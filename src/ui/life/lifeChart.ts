/** The life chart's numbers: each team's total at the start, at the end of every turn, and now. */
import type { GameState, TeamId } from '../../engine'
import { currentWords, lifeMsg, type Words } from './lifeWords'

export interface LifeSeries {
  /** "Start", then the turn each total closed, then "Now". */
  labels: string[]
  A: number[]
  B: number[]
}

export function lifeSeries(
  byTurn: GameState['lifeByTurn'],
  now: Record<TeamId, number>,
  words: Words = currentWords,
): LifeSeries {
  const label = (turn: number) =>
    words(turn === 0 ? lifeMsg('life.chart.start') : lifeMsg('life.chart.turn', { turn }))
  return {
    labels: [...byTurn.map((t) => label(t.turn)), words(lifeMsg('life.chart.now'))],
    A: [...byTurn.map((t) => t.A), now.A],
    B: [...byTurn.map((t) => t.B), now.B],
  }
}

/** What the chart shows, in words, for screen readers. */
export function lifeChartLabel(series: LifeSeries, words: Words = currentWords): string {
  return words(lifeMsg('life.chart.label', { a: series.A.join(', '), b: series.B.join(', ') }))
}

export interface ChartBox {
  width: number
  height: number
  pad: number
}

/** SVG points ("x,y x,y …") for one team; the y axis runs from 0 (or the lowest total) up. */
export function chartPoints(values: number[], all: LifeSeries, box: ChartBox): string {
  const every = [...all.A, ...all.B]
  const top = Math.max(1, ...every)
  const bottom = Math.min(0, ...every)
  const span = top - bottom || 1
  const steps = Math.max(1, values.length - 1)
  return values
    .map((v, i) => {
      const x = box.pad + (i / steps) * (box.width - 2 * box.pad)
      const y = box.pad + ((top - v) / span) * (box.height - 2 * box.pad)
      return `${round(x)},${round(y)}`
    })
    .join(' ')
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}
