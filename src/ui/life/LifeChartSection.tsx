import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LifeChart } from './LifeChart'
import './life.css'

/** The sidebar's collapsible "Life chart" section. */
export function LifeChartSection() {
  const { t } = useTranslation('life')
  const [open, setOpen] = useState(true)
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
