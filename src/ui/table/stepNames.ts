import { useTranslation } from 'react-i18next'
import { STEPS, type Step } from '../../engine'
import english from '../../i18n/locales/en/table.json'

export type StepNameForm = 'long' | 'short'

/** The catalog key (namespace "table") of a step's name as players say it (500–514). */
export function stepNameKey(step: Step, form: StepNameForm): string {
  return `table.step.${step}.${form}`
}

/** Says step names in the interface's language: `stepName('upkeep', 'long')`. */
export function useStepName(): (step: Step, form: StepNameForm) => string {
  const { t } = useTranslation('table')
  return (step, form) => t(stepNameKey(step, form))
}

type Catalog = Record<string, string | undefined>

/** The English names, for code and tests that need them without a language (from the catalog). */
export const STEP_NAMES = Object.fromEntries(
  STEPS.map((step) => [
    step,
    {
      long: (english as Catalog)[stepNameKey(step, 'long')] ?? step,
      short: (english as Catalog)[stepNameKey(step, 'short')] ?? step,
    },
  ]),
) as Record<Step, { long: string; short: string }>
