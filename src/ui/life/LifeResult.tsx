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
  return (
    <div className="life-result-area">
      <div role="status" aria-label="Result">
        {result?.kind === 'done' && (
          <ul className="life-result">
            {result.lines.map((line) => (
              <li key={line.seq}>
                {line.text}
                {line.rule && <span className="rule-tag">Rule {line.rule}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {result?.kind === 'done' && (
        <button type="button" className="life-undo" onClick={onUndo}>
          Undo
        </button>
      )}
      {result?.kind === 'refused' && (
        <div role="alert" className="life-result is-refused">
          <p>{result.message}</p>
          {result.rule && <span className="rule-tag">Rule {result.rule}</span>}
        </div>
      )}
    </div>
  )
}
