import { useTranslation } from 'react-i18next'
import { useUi } from '../../store'
import { ShortcutsButton } from '../a11y/ShortcutsButton'
import { CardTools } from '../cards/CardTools'
import { MoreMenu } from '../files/MoreMenu'
import { RotateViewButton } from '../touch/RotateViewButton'
import { PassDeviceButton } from './PassDeviceButton'
import { setRoomSlot } from './roomSlot'
import { UndoRedo } from './UndoRedo'

/** The bar above the table: the name, whose side is shown, history, passing, a new game. */
export function TopBar() {
  const viewing = useUi((s) => s.viewingTeam)
  const { t } = useTranslation('table')
  return (
    <header className="top-bar">
      <h1 className="brand">
        Duo<span>Table</span>
      </h1>
      <span className={`viewing team-${viewing}`}>{t('table.seenFrom', { team: viewing })}</span>
      {/* A room's code, seats and "Leave room" (src/remote/ui/RoomLayer.tsx); empty at home. */}
      <div className="top-bar-room" ref={setRoomSlot} />
      <div className="top-actions">
        <CardTools />
        <UndoRedo />
        <MoreMenu />
        <PassDeviceButton />
        <RotateViewButton />
        <button type="button" onClick={() => useUi.getState().openDialog({ kind: 'newGame' })}>
          {t('table.newGame')}
        </button>
        <ShortcutsButton />
      </div>
    </header>
  )
}
