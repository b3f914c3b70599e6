import type { KeyboardEvent } from 'react'

interface AmountFieldProps {
  id: string
  label: string
  value: string
  /** The inline message when the number was refused; the field is then marked invalid. */
  error: string | undefined
  onChange: (value: string) => void
}

/** A whole-number box; Up and Down step it by one, and the panel checks it before dispatching. */
export function AmountField({ id, label, value, error, onChange }: AmountFieldProps) {
  const errorId = `${id}-error`
  const step = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
    const n = value.trim() === '' ? 0 : Number(value)
    if (!Number.isInteger(n)) return
    e.preventDefault()
    onChange(String(Math.max(0, n + (e.key === 'ArrowUp' ? 1 : -1))))
  }
  return (
    <div className="field life-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={step}
      />
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
