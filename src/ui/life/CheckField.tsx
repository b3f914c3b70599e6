interface CheckFieldProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A yes/no option of a form, such as "Combat damage". */
export function CheckField({ label, checked, onChange }: CheckFieldProps) {
  return (
    <label className="life-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  )
}
