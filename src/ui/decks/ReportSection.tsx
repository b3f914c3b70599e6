import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Items listed per section; a 10,000-line paste must not put 10,000 lines on the page. */
export const SHOWN_ITEMS = 50

export interface ReportSectionProps {
  title: string
  /** Errors stop a deck from being read as written; problems break a Commander Duo rule. */
  tone: 'error' | 'problem'
  /** The first SHOWN_ITEMS at most (shownItems); `total` counts them all. */
  items: readonly { key: string; text: string }[]
  total?: number
  note?: string
}

/** The first items only: the rest are counted, not made into words nobody reads. */
export function shownItems<T>(items: readonly T[]): T[] {
  return items.slice(0, SHOWN_ITEMS)
}

/** One titled list in the deck report: unreadable lines, unknown names, or one rule's problems. */
export function ReportSection({
  title,
  tone,
  items,
  total = items.length,
  note,
}: ReportSectionProps) {
  const titleId = useId()
  const { t } = useTranslation('safety')
  const more = total - items.length
  return (
    <div className={`report-section report-section--${tone}`}>
      <h4 id={titleId} className="report-section__title">
        {title}
        <span className="report-section__count" aria-hidden="true">
          {total}
        </span>
      </h4>
      <ul className="report-section__items" aria-labelledby={titleId}>
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
        {more > 0 && <li className="report-section__more">{t('report.more', { count: more })}</li>}
      </ul>
      {note && <p className="report-section__note">{note}</p>}
    </div>
  )
}
