import { useId } from 'react'

export interface ReportSectionProps {
  title: string
  /** Errors stop a deck from being read as written; problems break a Commander Duo rule. */
  tone: 'error' | 'problem'
  items: readonly { key: string; text: string }[]
  note?: string
}

/** One titled list in the deck report: unreadable lines, unknown names, or one rule's problems. */
export function ReportSection({ title, tone, items, note }: ReportSectionProps) {
  const titleId = useId()
  return (
    <div className={`report-section report-section--${tone}`}>
      <h4 id={titleId} className="report-section__title">
        {title}
        <span className="report-section__count" aria-hidden="true">
          {items.length}
        </span>
      </h4>
      <ul className="report-section__items" aria-labelledby={titleId}>
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      {note && <p className="report-section__note">{note}</p>}
    </div>
  )
}
