import { Fragment } from 'react'
import { ManaSymbol } from './ManaSymbol'

/** Oracle text: one paragraph per line, symbols drawn, reminder text in italics. */
export function RulesText({ text }: { text: string }) {
  if (text.trim() === '') return null
  return (
    <div className="rules-text">
      {text.split('\n').map((line, i) => (
        <p key={i}>{renderLine(line)}</p>
      ))}
    </div>
  )
}

function renderLine(line: string) {
  return line.split(/(\([^)]*\))/g).map((part, i) =>
    part.startsWith('(') ? (
      <i key={i} className="reminder">
        {withSymbols(part)}
      </i>
    ) : (
      <Fragment key={i}>{withSymbols(part)}</Fragment>
    ),
  )
}

function withSymbols(text: string) {
  return text
    .split(/(\{[^}]+\})/g)
    .map((part, i) =>
      /^\{[^}]+\}$/.test(part) ? <ManaSymbol key={i} symbol={part.slice(1, -1)} /> : part,
    )
}
