import { useTranslation } from 'react-i18next'
import type { ShowcaseOption, ShowcaseStep } from '../../scenarios/showcase'

interface MoveListProps {
  step: ShowcaseStep
  /** The option chosen for each move done so far. */
  chosen: string[]
  onRun: (option: ShowcaseOption) => void
  onStartOver: () => void
}

/** The step's moves in order: done ones ticked, the next one as its button(s), later ones muted. */
export function MoveList({ step, chosen, onRun, onStartOver }: MoveListProps) {
  const { t } = useTranslation('showcase')
  const label = (id: string) => t(`step.${step.id}.move.${id}`)
  return (
    <div className="showcase-moves">
      <ol>
        {step.moves.map((options, i) => {
          const done = chosen[i]
          if (done !== undefined) {
            return (
              <li key={i} className="is-done">
                <span aria-hidden="true">✓ </span>
                {label(done)}
              </li>
            )
          }
          if (i === chosen.length) {
            return (
              <li key={i} className="is-next">
                <span className="showcase-options">
                  {options.map((option) => (
                    <button
                      key={option.id}
                      type="button"
                      className="primary"
                      onClick={() => onRun(option)}
                    >
                      {label(option.id)}
                    </button>
                  ))}
                </span>
              </li>
            )
          }
          return (
            <li key={i} className="is-later">
              {options.map((option) => label(option.id)).join(' / ')}
            </li>
          )
        })}
      </ol>
      {chosen.length > 0 && (
        <button type="button" className="showcase-again" onClick={onStartOver}>
          {t('showcase.startOver')}
        </button>
      )}
    </div>
  )
}
