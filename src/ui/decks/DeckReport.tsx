import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeckProblem } from '../../deck'
import type { Message } from '../../engine'
import { say } from '../../i18n/say'
import { deckCountSummary, sentenceCase, type DecklistCheck } from './checkDecklist'
import { ReportSection, shownItems } from './ReportSection'

export interface DeckReportProps {
  check: DecklistCheck
  /** The text changed and the check will catch up once typing pauses. */
  pending?: boolean
  /** Shown under the unknown names: the online look-up. */
  children?: ReactNode
}

/** The live check of a decklist: what didn't read, what isn't known, and the rules it breaks. */
export function DeckReport({ check, pending = false, children }: DeckReportProps) {
  const { t } = useTranslation('decks')
  const { t: tDecks } = useTranslation('realDecks')
  const titleId = useId()
  const statusText = check.empty
    ? ''
    : check.legal
      ? t('report.legal')
      : t('report.problems', { count: check.problemCount })
  // The deck checks' words ('deck' catalog), said in the interface's language.
  const sayDeck = (words: Message | string) => say(t, words, 'deck')

  return (
    <section className="deck-report" aria-labelledby={titleId} aria-busy={pending}>
      <h3 id={titleId} className="deck-report__title">
        {t('report.title')}
        {pending && <span className="deck-report__pending">{t('report.checking')}</span>}
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
            <span className="deck-report__summary">{deckCountSummary(t, check)}</span>
          </>
        )}
      </div>

      {check.empty && <p className="deck-report__empty">{t('report.empty')}</p>}

      {check.needsCommanderMark && <p className="deck-report__hint">{t('report.commanderHint')}</p>}

      {check.leftOut.map(({ section, count }) => (
        <p key={section} className="deck-report__hint">
          {tDecks('leftOut', { count, section })}
        </p>
      ))}

      {check.parseErrors.length > 0 && (
        <ReportSection
          title={t('report.unreadable')}
          tone="error"
          items={shownItems(check.parseErrors).map((note) => ({
            key: `${note.line}`,
            text: sayDeck(note.text),
          }))}
          total={check.parseErrors.length}
        />
      )}

      {check.unknown.length > 0 && (
        <ReportSection
          title={t('report.unknown')}
          tone="error"
          items={shownItems(check.unknown).map((note) => ({
            key: `${note.line}`,
            text: sayDeck(note.text),
          }))}
          total={check.unknown.length}
          note={t('report.unknownNote')}
        />
      )}
      {children}

      {check.groups.map((group) => (
        <ReportSection
          key={group.rule}
          title={t(`rule.${group.rule}`)}
          tone="problem"
          items={shownItems(group.problems).map((problem, index) => ({
            key: `${index}:${problem.card ?? ''}`,
            text: sentenceCase(sayDeck(problemWords(problem))),
          }))}
          total={group.problems.length}
        />
      ))}

      {check.checkedWithTeammate && !check.empty && (
        <p className="deck-report__footnote">{t('report.withTeammate')}</p>
      )}
    </section>
  )
}

function problemWords(problem: DeckProblem): Message | string {
  return problem.detail ?? problem.message
}
