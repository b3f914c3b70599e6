import type { ReactNode } from 'react'
import { useUi } from '../../store'

/** While a dialog is open the table behind it can be neither clicked nor reached by Tab. */
export function InertWhileModal({ children }: { children: ReactNode }) {
  const modal = useUi((s) => s.dialog !== null)
  return (
    <div className="table-app" inert={modal}>
      {children}
    </div>
  )
}
