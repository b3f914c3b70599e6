import type { ShowcaseStep } from '../../scenarios/showcase'
import { say } from './language'
import { STEP_STRINGS, type Language } from './strings'

/** One small button per step, named by its title: jump straight to a case while teaching. */
export function StepDots({
  steps,
  index,
  lang,
  onGo,
}: {
  steps: ShowcaseStep[]
  index: number
  lang: Language
  onGo: (index: number) => void
}) {
  return (
    <ol className="showcase-dots">
      {steps.map((step, i) => {
        const title = STEP_STRINGS[step.id]?.title
        return (
          <li key={step.id}>
            <button
              type="button"
              tabIndex={-1}
              className={i === index ? 'is-current' : undefined}
              aria-current={i === index ? 'step' : undefined}
              title={title ? say(title, lang) : step.id}
              aria-label={title ? say(title, lang) : step.id}
              onClick={() => onGo(i)}
            />
          </li>
        )
      })}
    </ol>
  )
}
