import type { ReactNode } from 'react'
import { useUi } from '../../store'
import { useTurnAsk } from '../turns/turnAsk'

/** While a dialog is open the table behind it can be neither clicked nor reached by Tab. */
export function InertWhileModal({ children }: { children: ReactNode }) {
  const dialog = useUi((s) => s.dialog !== null)
  // The turn's questions (turnAsk.ts) are dialogs too.
  const asking = useTurnAsk((s) => s.ask !== null)
  const modal = dialog || asking
  return (
    <div className="table-app" inert={modal}>
      {children}
    </div>
  )
}
