import { useId, useRef, useState } from 'react'
import { log, tryAction, type CardId } from '../../engine'
import type { ShowcaseOption, ShowcaseStep } from '../../scenarios/showcase'
import { say } from './language'
import { MiniTable } from './MiniTable'
import { MoveList } from './MoveList'
import { ShowcasePreview } from './ShowcasePreview'
import { STEP_STRINGS, UI, type Language } from './strings'

/**
 * One step: its title and rule, its little table, and its moves, each performed by the engine
 * on the step's own game (never the players' game). Mounted afresh for each step.
 */
export function ShowcaseStepView({ step, lang }: { step: ShowcaseStep; lang: Language }) {
  const [game, setGame] = useState(step.start)
  const [chosen, setChosen] = useState<string[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [previewId, setPreviewId] = useState<CardId | null>(null)
  const ref = useRef<HTMLElement>(null)
  const titleId = useId()
  const texts = STEP_STRINGS[step.id]
  const startSeq = log(step.start).at(-1)?.seq ?? 0
  const lines = log(game).filter((entry) => entry.seq > startSeq)

  const run = (option: ShowcaseOption) => {
    let next = game
    for (const action of option.actions) {
      const result = tryAction(next, action)
      if (!result.ok) {
        setProblem(result.error.message)
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
        <h2 id={titleId}>{texts ? say(texts.title, lang) : step.id}</h2>
        <p className="showcase-rule">
          <span className="rule-number">
            {say(UI.rule, lang)} {step.rule}
          </span>{' '}
          {texts && say(texts.rule, lang)}
        </p>
      </header>
      <div className="showcase-stage">
        <div className="showcase-board">
          <p className="showcase-seen">{say(UI.seenBy, lang)}</p>
          <MiniTable game={game} zones={step.zones} lang={lang} onPreview={setPreviewId} />
        </div>
        <ShowcasePreview game={game} id={previewId} lang={lang} />
      </div>
      <MoveList step={step} chosen={chosen} lang={lang} onRun={run} onStartOver={startOver} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="showcase-after" role="status">
        {chosen.length === step.moves.length && texts && (
          <p className="showcase-notice">
            <strong>{say(UI.notice, lang)}:</strong> {say(texts.notice, lang)}
          </p>
        )}
      </div>
      {lines.length > 0 && (
        <section className="showcase-log" aria-label={say(UI.rulesDid, lang)}>
          <h3>{say(UI.rulesDid, lang)}</h3>
          <ol lang="en">
            {lines.map((entry) => (
              <li key={entry.seq}>{entry.text}</li>
            ))}
          </ol>
        </section>
      )}
    </section>
  )
}
