import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadShowcase, type ShowcaseStep } from '../../scenarios/showcase'
import { LanguageSelect } from '../settings/LanguageSelect'
import { closeShowcase } from './showcaseRoute'
import { ShowcaseStepView } from './ShowcaseStepView'
import { StepDots } from './StepDots'
import { useShowcaseKeys } from './useShowcaseKeys'
import '../card/card.css'
import './showcase.css'

/**
 * The transform showcase: seed 003's cases step by step on a little table of real sample cards,
 * in the interface's language (its picker is the app-wide one). Its games are its own; the players' game and the autosave
 * are never touched. Next / Back, ← → / Home / End, and Exit back to where the app was.
 */
export function Showcase() {
  const [steps, setSteps] = useState<ShowcaseStep[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [index, setIndex] = useState(0)
  const { t, i18n } = useTranslation('showcase')

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
    <main className="showcase" lang={i18n.language} aria-label={t('showcase.title')}>
      <header className="showcase-bar">
        <h1 className="brand">
          Duo<span>Table</span>
        </h1>
        <p className="showcase-title">{t('showcase.title')}</p>
        <LanguageSelect />
        <button type="button" onClick={closeShowcase}>
          {t('showcase.exit')}
        </button>
      </header>
      <p className="showcase-intro">{t('showcase.intro')}</p>
      {step ? (
        <ShowcaseStepView key={step.id} step={step} />
      ) : (
        <p className={error ? 'form-error' : 'showcase-loading'} role={error ? 'alert' : 'status'}>
          {error ? t('showcase.failed', { error }) : t('showcase.loading')}
        </p>
      )}
      <nav className="showcase-nav" aria-label={t('showcase.steps')}>
        <button type="button" disabled={index === 0} onClick={() => go((i) => Math.max(i - 1, 0))}>
          <span aria-hidden="true">← </span>
          {t('showcase.back')}
        </button>
        <div className="showcase-count">
          <p aria-live="polite">{total > 0 && t('showcase.stepOf', { n: index + 1, total })}</p>
          <StepDots steps={steps ?? []} index={index} onGo={(i) => go(() => i)} />
          <p className="showcase-keys">{t('showcase.keys')}</p>
        </div>
        <button
          type="button"
          className="primary"
          data-showcase-next
          disabled={index >= total - 1}
          onClick={() => go((i) => Math.min(i + 1, total - 1))}
        >
          {t('showcase.next')}
          <span aria-hidden="true"> →</span>
        </button>
      </nav>
    </main>
  )
}
