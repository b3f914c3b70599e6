interface SelectFieldProps {
  id: string
  label: string
  value: string
  /** Said already: the words in the interface's language, or names. */
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

/** A labelled choice: a player, a rounding, a kind of effect. */
export function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div className="field life-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
