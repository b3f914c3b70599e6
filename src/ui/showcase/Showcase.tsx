import { useCallback, useEffect, useState } from 'react'
import { loadShowcase, type ShowcaseStep } from '../../scenarios/showcase'
import { preferredLanguage, say } from './language'
import { closeShowcase } from './showcaseRoute'
import { ShowcaseStepView } from './ShowcaseStepView'
import { StepDots } from './StepDots'
import { LANGUAGE_NAMES, LANGUAGES, UI, type Language } from './strings'
import { useShowcaseKeys } from './useShowcaseKeys'
import '../card/card.css'
import './showcase.css'

/**
 * The transform showcase: seed 003's cases step by step on a little table of real sample cards,
 * in English, Spanish or Portuguese. Its games are its own; the players' game and the autosave
 * are never touched. Next / Back, ← → / Home / End, and Exit back to where the app was.
 */
export function Showcase() {
  const [steps, setSteps] = useState<ShowcaseStep[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [index, setIndex] = useState(0)
  const [lang, setLang] = useState<Language>(() => preferredLanguage())

  useEffect(() => {
    let live = true
    loadShowcase().then(
      (built) => live && setSteps(built),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [])

  const total = steps?.length ?? 0
  const go = useCallback((to: (i: number) => number) => setIndex(to), [])
  useShowcaseKeys(total, go)
  const step = steps?.[index]

  return (
    <main className="showcase" lang={lang} aria-label={say(UI.title, lang)}>
      <header className="showcase-bar">
        <h1 className="brand">
          Duo<span>Table</span>
        </h1>
        <p className="showcase-title">{say(UI.title, lang)}</p>
        <label className="showcase-language">
          <span>{say(UI.language, lang)}</span>
          <select value={lang} onChange={(e) => setLang(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={closeShowcase}>
          {say(UI.exit, lang)}
        </button>
      </header>
      <p className="showcase-intro">{say(UI.intro, lang)}</p>
      {step ? (
        <ShowcaseStepView key={step.id} step={step} lang={lang} />
      ) : (
        <p className={error ? 'form-error' : 'showcase-loading'} role={error ? 'alert' : 'status'}>
          {error ? say(UI.failed, lang, { error }) : say(UI.loading, lang)}
        </p>
      )}
      <nav className="showcase-nav" aria-label={say(UI.steps, lang)}>
        <button type="button" disabled={index === 0} onClick={() => go((i) => Math.max(i - 1, 0))}>
          <span aria-hidden="true">← </span>
          {say(UI.back, lang)}
        </button>
        <div className="showcase-count">
          <p aria-live="polite">{total > 0 && say(UI.stepOf, lang, { n: index + 1, total })}</p>
          <StepDots steps={steps ?? []} index={index} lang={lang} onGo={(i) => go(() => i)} />
          <p className="showcase-keys">{say(UI.keys, lang)}</p>
        </div>
        <button
          type="button"
          className="primary"
          data-showcase-next
          disabled={index >= total - 1}
          onClick={() => go((i) => Math.min(i + 1, total - 1))}
        >
          {say(UI.next, lang)}
          <span aria-hidden="true"> →</span>
        </button>
      </nav>
    </main>
  )
}
