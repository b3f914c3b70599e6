import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LifeChart } from './LifeChart'
import './life.css'

const TALL_ENOUGH = '(min-height: 860px)'

/** The sidebar's collapsible "Life chart" section. */
export function LifeChartSection() {
  const { t } = useTranslation('life')
  // Short screens start with it folded, so the log and combat keep their room (as commander damage).
  const [open, setOpen] = useState(() => globalThis.matchMedia?.(TALL_ENOUGH).matches ?? true)
  const bodyId = useId()
  return (
    <section className="life-chart-panel panel" aria-label={t('life.chart')}>
      <h2 className="panel-title">
        <button
          type="button"
          className="life-chart-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'} </span>
          {t('life.chart')}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open && <LifeChart />}
      </div>
    </section>
  )
}
