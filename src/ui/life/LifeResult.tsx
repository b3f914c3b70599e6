import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import type { PanelResult } from './runLifeAction'

interface LifeResultProps {
  result: PanelResult | null
  onUndo: () => void
}

/**
 * What the last operation did, read from the log, rules included — also when nothing happened
 * (810.9e) — or why the engine refused it, with the rule.
 */
export function LifeResult({ result, onUndo }: LifeResultProps) {
  const { t } = useTranslation('life')
  const say = useSay()
  return (
    <div className="life-result-area">
      <div role="status" aria-label={t('life.result')}>
        {result?.kind === 'done' && (
          <ul className="life-result">
            {result.lines.map((line) => (
              <li key={line.seq}>
                {say(line.message ?? line.text)}
                {line.rule && (
                  <span className="rule-tag">{t('life.rule', { rule: line.rule })}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {result?.kind === 'done' && (
        <button type="button" className="life-undo" onClick={onUndo}>
          {t('life.undo')}
        </button>
      )}
      {result?.kind === 'refused' && (
        <div role="alert" className="life-result is-refused">
          <p>{say(result.message)}</p>
          {result.rule && <span className="rule-tag">{t('life.rule', { rule: result.rule })}</span>}
        </div>
      )}
    </div>
  )
}
