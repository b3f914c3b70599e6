import { useTranslation } from 'react-i18next'
import type { ShowcaseStep } from '../../scenarios/showcase'

/** One small button per step, named by its title: jump straight to a case while teaching. */
export function StepDots({
  steps,
  index,
  onGo,
}: {
  steps: ShowcaseStep[]
  index: number
  onGo: (index: number) => void
}) {
  const { t } = useTranslation('showcase')
  return (
    <ol className="showcase-dots">
      {steps.map((step, i) => {
        const title = t(`step.${step.id}.title`)
        return (
          <li key={step.id}>
            <button
              type="button"
              tabIndex={-1}
              className={i === index ? 'is-current' : undefined}
              aria-current={i === index ? 'step' : undefined}
              title={title}
              aria-label={title}
              onClick={() => onGo(i)}
            />
          </li>
        )
      })}
    </ol>
  )
}
