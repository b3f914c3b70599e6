import { useId, useState, type FormEvent } from 'react'
import type { Action } from '../../engine'
import { AmountField } from './AmountField'
import { CheckField } from './CheckField'
import type { FormSpec, FormValues, PanelContext } from './lifeOperations'
import { parseAmount } from './parseAmount'
import { SelectField } from './SelectField'
import { useLifeWords } from './lifeWords'

interface OperationFormProps {
  spec: FormSpec
  ctx: PanelContext
  onAction: (action: Action) => void
}

/**
 * One operation's form. Every number is checked first: a bad one gets an inline message and
 * nothing is dispatched. Enter submits with the first button.
 */
export function OperationForm({ spec, ctx, onAction }: OperationFormProps) {
  const words = useLifeWords()
  const fields = spec.fields(ctx)
  const baseId = useId()
  const idOf = (key: string) => `${baseId}-${key}`
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, f.kind === 'check' ? '' : f.initial])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }))

  const submit = (key: string) => {
    const numbers: Record<string, number> = {}
    const found: Record<string, string> = {}
    for (const f of fields) {
      if (f.kind !== 'amount') continue
      const parsed = parseAmount(values[f.key] ?? '', words(f.label), words)
      if (parsed.ok) numbers[f.key] = parsed.value
      else found[f.key] = parsed.message
    }
    setErrors(found)
    const firstBad = fields.find((f) => found[f.key] !== undefined)
    if (firstBad) {
      document.getElementById(idOf(firstBad.key))?.focus()
      return
    }
    const v: FormValues = {
      choice: (k) => values[k] ?? '',
      amount: (k) => numbers[k] ?? 0,
      checked: (k) => values[k] === 'on',
    }
    onAction(spec.build(v, ctx, key))
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit(spec.submits[0]?.key ?? 'go')
  }

  return (
    <form className="life-form" onSubmit={onSubmit} noValidate>
      <div className="life-fields">
        {fields.map((f) => {
          switch (f.kind) {
            case 'amount':
              return (
                <AmountField
                  key={f.key}
                  id={idOf(f.key)}
                  label={words(f.label)}
                  value={values[f.key] ?? ''}
                  error={errors[f.key]}
                  onChange={(value) => set(f.key, value)}
                />
              )
            case 'select':
              return (
                <SelectField
                  key={f.key}
                  id={idOf(f.key)}
                  label={words(f.label)}
                  value={values[f.key] ?? f.initial}
                  options={f.options.map((o) => ({ value: o.value, label: words(o.label) }))}
                  onChange={(value) => set(f.key, value)}
                />
              )
            case 'check':
              return (
                <CheckField
                  key={f.key}
                  label={words(f.label)}
                  checked={values[f.key] === 'on'}
                  onChange={(on) => set(f.key, on ? 'on' : '')}
                />
              )
          }
        })}
      </div>
      <div className="life-submits">
        {spec.submits.map((s, i) => (
          <button
            key={s.key}
            type={i === 0 ? 'submit' : 'button'}
            className={s.tone}
            onClick={i === 0 ? undefined : () => submit(s.key)}
          >
            {words(s.label)}
          </button>
        ))}
      </div>
    </form>
  )
}
