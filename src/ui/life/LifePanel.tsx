import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { players, teamOf, type Action, type PlayerId, type TeamId } from '../../engine'
import { useGame, useUi } from '../../store'
import { Dialog } from '../common/Dialog'
import { LifeResult } from './LifeResult'
import { LifeSummary } from './LifeSummary'
import { FORMS } from './lifeForms'
import { OPERATIONS, type OperationId } from './lifeOperations'
import { OperationForm } from './OperationForm'
import { OperationTabs } from './OperationTabs'
import { RestrictionsForm } from './RestrictionsForm'
import { runLifeAction, type PanelResult } from './runLifeAction'
import { SelectField } from './SelectField'
import { usePanelContext } from './usePanelContext'
import { useLifeWords } from './lifeWords'
import './lifePanel.css'

/** "You" when the panel opens: the team's chosen life actor, else its first player. */
function firstActor(team: TeamId): PlayerId {
  const game = useGame.getState().game
  const picked = useUi.getState().lifeActor[team]
  if (picked) return picked
  return game ? (players(game).find((p) => teamOf(game, p) === team) ?? 'A1') : 'A1'
}

/**
 * Every life operation by its plain name (docs/rules.md: shared life, poison, the end of the game): who acts ("you"), the
 * operation, its form, and what happened. Each change is one action, undoable like any other.
 */
export function LifePanel({ team, onClose }: { team: TeamId; onClose: () => void }) {
  const { t } = useTranslation('life')
  const words = useLifeWords()
  const [you, setYou] = useState<PlayerId>(() => firstActor(team))
  const [op, setOp] = useState<OperationId>('damage')
  const [result, setResult] = useState<PanelResult | null>(null)
  const ctx = usePanelContext(you)
  const baseId = useId()
  const tabId = (o: OperationId) => `${baseId}-tab-${o}`
  const panelId = `${baseId}-panel`
  const operation = OPERATIONS.find((o) => o.id === op)

  const choose = (next: OperationId) => {
    setOp(next)
    setResult(null)
  }
  // In a room the answer comes from the room: the result shows the lines it says were written.
  const run = (action: Action) => void runLifeAction(action).then(setResult)
  const undo = () => {
    useGame.getState().undo()
    setResult(null)
    // The Undo button goes away with the result: keep focus in the dialog, on the operation.
    document.getElementById(tabId(op))?.focus()
  }

  return (
    <Dialog title={t('life.panel.title')} onClose={onClose} className="life-panel">
      <LifeSummary />
      <div className="life-panel-main">
        <OperationTabs active={op} onSelect={choose} tabId={tabId} panelId={panelId} />
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(op)} className="life-op">
          <SelectField
            id={`${baseId}-you`}
            label={t('life.panel.you')}
            value={you}
            options={ctx.seats.map((p) => ({ value: p, label: ctx.name(p) }))}
            onChange={(p) => {
              setYou(p)
              setResult(null)
            }}
          />
          {operation && <p className="life-hint">{words(operation.hint)}</p>}
          {op === 'restrictions' ? (
            <RestrictionsForm onResult={setResult} />
          ) : (
            <OperationForm key={`${op}:${you}`} spec={FORMS[op]} ctx={ctx} onAction={run} />
          )}
          <LifeResult result={result} onUndo={undo} />
        </div>
      </div>
    </Dialog>
  )
}
