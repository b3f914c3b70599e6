import { useId, type ReactNode } from 'react'
import { deckCountSummary, type DecklistCheck } from './checkDecklist'
import { ReportSection } from './ReportSection'

export interface DeckReportProps {
  check: DecklistCheck
  /** The text changed and the check will catch up once typing pauses. */
  pending?: boolean
  /** Shown under the unknown names: the online look-up. */
  children?: ReactNode
}

export const COMMANDER_HINT =
  'Mark your commander: put it under a "Commander" heading, or add *CMDR* after its name (Moxfield).'

/** The live check of a decklist: what didn't read, what isn't known, and the rules it breaks. */
export function DeckReport({ check, pending = false, children }: DeckReportProps) {
  const titleId = useId()
  const statusText = check.empty
    ? ''
    : check.legal
      ? 'Legal for Commander Duo'
      : `${check.problemCount} ${check.problemCount === 1 ? 'problem' : 'problems'} to fix`

  return (
    <section className="deck-report" aria-labelledby={titleId} aria-busy={pending}>
      <h3 id={titleId} className="deck-report__title">
        Deck check
        {pending && <span className="deck-report__pending">Checking…</span>}
      </h3>

      {/* Always mounted, so screen readers hear each new result (a live region must exist first). */}
      <div
        role="status"
        className={`deck-report__status deck-report__status--${
          check.empty ? 'empty' : check.legal ? 'legal' : 'problems'
        }`}
      >
        {!check.empty && (
          <>
            <span className="deck-report__badge" aria-hidden="true">
              {check.legal ? '✓' : '!'}
            </span>
            <span className="deck-report__verdict">{statusText}</span>
            <span className="deck-report__summary">{deckCountSummary(check)}</span>
          </>
        )}
      </div>

      {check.empty && (
        <p className="deck-report__empty">
          Paste a decklist and it is checked against the Commander Duo rules as you type: 100 cards,
          one-colour commanders, singleton across the team.
        </p>
      )}

      {check.needsCommanderMark && <p className="deck-report__hint">{COMMANDER_HINT}</p>}

      {check.parseErrors.length > 0 && (
        <ReportSection
          title="Lines that could not be read"
          tone="error"
          items={check.parseErrors.map((note) => ({ key: `${note.line}`, text: note.text }))}
        />
      )}

      {check.unknown.length > 0 && (
        <ReportSection
          title="Not in the card pool"
          tone="error"
          items={check.unknown.map((note) => ({ key: `${note.line}`, text: note.text }))}
          note="Check the spelling; these cards are left out of the checks below."
        />
      )}
      {children}

      {check.groups.map((group) => (
        <ReportSection
          key={group.rule}
          title={group.title}
          tone="problem"
          items={group.problems.map((problem, index) => ({
            key: `${index}:${problem.card ?? ''}`,
            text: problem.message,
          }))}
        />
      ))}

      {check.checkedWithTeammate && !check.empty && (
        <p className="deck-report__footnote">Checked together with your teammate’s deck.</p>
      )}
    </section>
  )
}
