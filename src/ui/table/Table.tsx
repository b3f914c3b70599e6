import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { players, teamOf, type PlayerId, type TeamId } from '../../engine'
import { useGame, useUi } from '../../store'
import { Announcer } from '../a11y/Announcer'
import { DndRoot } from '../dnd/DndRoot'
import { ContextMenu } from '../menu/ContextMenu'
import { DialogHost } from '../menu/DialogHost'
import { useGameOverDialog } from '../life/useGameOverDialog'
import { useLifeHotkey } from '../life/useLifeHotkey'
import { useTableGate } from '../privacy/useTableGate'
import { CenterStrip } from './CenterStrip'
import { InertWhileModal } from './InertWhileModal'
import { NoticeArea } from './NoticeArea'
import { CombatArrows } from '../combat/CombatArrows'
import { TransformOverlay } from '../flip/TransformOverlay'
import { TableReader } from '../reader/TableReader'
import { HandRow } from '../zones/HandRow'
import { PlayerArea } from './PlayerArea'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'
import { TurnAskDialog } from '../turns/TurnAskDialog'
import { useTableHotkeys } from './useTableHotkeys'
import { usePassHotkey } from './usePassHotkey'
import { useTouchHoldHint } from './useTouchHoldHint'
import { SkipLinks } from '../a11y/SkipLinks'
import '../card/card.css'
import '../zones/zones.css'
import '../menu/menu.css'
import './table.css'

const NONE: PlayerId[] = []

function useSeats(team: TeamId): PlayerId[] {
  return useGame(
    useShallow((s) => {
      const g = s.game
      return g ? players(g).filter((p) => teamOf(g, p) === team) : NONE
    }),
  )
}

/**
 * The table seen from the viewing team's side: the other team across the top (each opposite the
 * player they sit across from), the viewing team at the bottom, life and turn in between.
 */
export function Table() {
  const viewing = useUi((s) => s.viewingTeam)
  const other: TeamId = viewing === 'A' ? 'B' : 'A'
  const near = useSeats(viewing)
  const far = useSeats(other)
  const { t } = useTranslation('table')
  useTableHotkeys()
  useLifeHotkey()
  usePassHotkey()
  useGameOverDialog()
  useTouchHoldHint()
  const gate = useTableGate()
  if (gate) return gate
  return (
    <DndRoot>
      <InertWhileModal>
        <SkipLinks />
        <TopBar />
        <main className="table" aria-label={t('table.aria', { team: viewing })}>
          <div className={`table-half side-top team-${other}`}>
            {far.map((p) => (
              <PlayerArea key={p} player={p} side="top" />
            ))}
          </div>
          <CenterStrip viewing={viewing} />
          <div className={`table-half side-bottom team-${viewing}`}>
            {near.map((p) => (
              <PlayerArea key={p} player={p} side="bottom" />
            ))}
          </div>
        </main>
        <HandRow team={viewing} seats={near} />
        <Sidebar />
        <CombatArrows />
        <TransformOverlay />
      </InertWhileModal>
      <NoticeArea onTable />
      <Announcer />
      <TableReader />
      <ContextMenu />
      <DialogHost />
      <TurnAskDialog />
    </DndRoot>
  )
}
