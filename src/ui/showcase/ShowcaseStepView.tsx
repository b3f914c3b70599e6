import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { log, tryAction, type CardId, type RuleError } from '../../engine'
import type { Message } from '../../engine'
import { say } from '../../i18n/say'
import type { ShowcaseOption, ShowcaseStep } from '../../scenarios/showcase'
import { MiniTable } from './MiniTable'
import { MoveList } from './MoveList'
import { ShowcasePreview } from './ShowcasePreview'

/**
 * One step: its title and rule, its little table, and its moves, each performed by the engine
 * on the step's own game (never the players' game). Mounted afresh for each step.
 */
export function ShowcaseStepView({ step }: { step: ShowcaseStep }) {
  const { t } = useTranslation('showcase')
  const [game, setGame] = useState(step.start)
  const [chosen, setChosen] = useState<string[]>([])
  const [problem, setProblem] = useState<RuleError | null>(null)
  const [previewId, setPreviewId] = useState<CardId | null>(null)
  const ref = useRef<HTMLElement>(null)
  const titleId = useId()
  const startSeq = log(step.start).at(-1)?.seq ?? 0
  const lines = log(game).filter((entry) => entry.seq > startSeq)

  const run = (option: ShowcaseOption) => {
    let next = game
    for (const action of option.actions) {
      const result = tryAction(next, action)
      if (!result.ok) {
        setProblem(result.error)
        return
      }
      next = result.state
    }
    setGame(next)
    setChosen((c) => [...c, option.id])
    setProblem(null)
    requestAnimationFrame(() => {
      const target = ref.current?.querySelector<HTMLElement>('.is-next button')
      ;(target ?? document.querySelector<HTMLElement>('[data-showcase-next]'))?.focus()
    })
  }
  const startOver = () => {
    setGame(step.start)
    setChosen([])
    setProblem(null)
  }

  return (
    <section ref={ref} className="showcase-step" aria-labelledby={titleId}>
      <header className="showcase-text">
        <h2 id={titleId}>{t(`step.${step.id}.title`)}</h2>
        <p className="showcase-rule">
          <span className="rule-number">{t('showcase.ruleNumber', { rule: step.rule })}</span>{' '}
          {t(`step.${step.id}.rule`)}
        </p>
      </header>
      <div className="showcase-stage">
        <div className="showcase-board">
          <p className="showcase-seen">{t('showcase.seenBy')}</p>
          <MiniTable game={game} zones={step.zones} onPreview={setPreviewId} />
        </div>
        <ShowcasePreview game={game} id={previewId} />
      </div>
      <MoveList step={step} chosen={chosen} onRun={run} onStartOver={startOver} />
      {problem && (
        <p className="form-error" role="alert">
          {say(t, problem.detail ?? problem.message)}
        </p>
      )}
      <div className="showcase-after" role="status">
        {chosen.length === step.moves.length && (
          <p className="showcase-notice">
            <strong>{t('showcase.notice')}:</strong> {t(`step.${step.id}.notice`)}
          </p>
        )}
      </div>
      {lines.length > 0 && (
        <section className="showcase-log" aria-label={t('showcase.rulesDid')}>
          <h3>{t('showcase.rulesDid')}</h3>
          <ol>
            {lines.map((entry) => (
              <li key={entry.seq}>{say(t, logWords(entry))}</li>
            ))}
          </ol>
        </section>
      )}
    </section>
  )
}

/** A log line's catalog message when the engine gave one (older lines are plain English). */
function logWords(entry: { text: string; message?: Message }): Message | string {
  return entry.message ?? entry.text
}
