import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardId, GameState, PlayerId } from '../../engine'
import { mulligan, teamOf } from '../../engine'
import { selectSeatsHere, useGame, useUi } from '../../store'
import { BotBar } from '../bots/BotBar'
import { DialogHost } from '../menu/DialogHost'
import { NoticeArea } from '../table/NoticeArea'
import { UndoRedo } from '../table/UndoRedo'
import { MulliganBottom } from './MulliganBottom'
import { MulliganDecision } from './MulliganDecision'
import { MulliganHandoff } from './MulliganHandoff'
import { MulliganPreview } from './MulliganPreview'
import { MulliganStatus } from './MulliganStatus'
import { mulliganTurn } from './mulliganTurn'
import { runMulliganAction } from './runMulliganAction'
import './mulligan.css'

/** Who holds the device, valid only for the game state their own last step produced. */
interface Holder {
  player: PlayerId
  game: GameState
}

/**
 * The London mulligan, seat by seat (103.5, 805.3a). A hand is shown only to the player who
 * confirmed they hold the device, and only as long as nothing else changed the game: an Undo,
 * whoever pressed it, brings back the hand-off screen rather than someone's cards.
 */
export function MulliganScreen() {
  const { t } = useTranslation('mulligan')
  const game = useGame((s) => s.game)
  const [holder, setHolder] = useState<Holder | null>(null)
  const [preferred, setPreferred] = useState<PlayerId | null>(null)
  const [previewed, setPreviewed] = useState<CardId | null>(null)
  const here = useGame(selectSeatsHere)
  if (!game) return null
  const holding = holder?.game === game ? holder.player : null
  const next = mulliganTurn(game, holding, preferred, here)
  const shown = next && next.player === holding ? next : null
  const owed = next ? (mulligan(game).mustBottom[next.player] ?? 0) : 0

  // What the action made is read once it is answered (in a room: once its view has come).
  const act = async (player: PlayerId, run: () => Promise<boolean>) => {
    if (!(await run())) return
    setPreviewed(null)
    const after = useGame.getState().game
    if (after) setHolder({ player, game: after })
  }
  const reveal = () => {
    if (!next) return
    setPreviewed(null)
    // The store shows the game as the holder's team may know it: their hands, not the others'.
    useUi.setState({ viewingTeam: teamOf(game, next.player) })
    const seen = useGame.getState().game
    if (seen) setHolder({ player: next.player, game: seen })
  }

  return (
    <div className="mulligan-screen">
      <header className="top-bar">
        <h1 className="brand">
          Duo<span>Table</span>
        </h1>
        <span className="mulligan-title">{t('mulligan.title')}</span>
        <div className="top-actions">
          <UndoRedo />
          <button type="button" onClick={() => useUi.getState().openDialog({ kind: 'newGame' })}>
            {t('mulligan.newGame')}
          </button>
        </div>
      </header>
      <main className="mulligan-main" aria-label={t('mulligan.title')}>
        <MulliganStatus acting={next?.player ?? null} />
        <BotBar />
        <div className="mulligan-stage">
          {!next ? null : !shown ? (
            <MulliganHandoff next={next} onReveal={reveal} onChooseFirst={setPreferred} />
          ) : shown.stage === 'decide' ? (
            <MulliganDecision
              key={shown.player}
              player={shown.player}
              onPreview={setPreviewed}
              onDecide={(choice) =>
                void act(shown.player, () =>
                  runMulliganAction({ type: 'mulligan/decide', player: shown.player, choice }),
                )
              }
            />
          ) : (
            <MulliganBottom
              key={shown.player}
              player={shown.player}
              count={owed}
              onPreview={setPreviewed}
              onBottom={(cards) =>
                void act(shown.player, () =>
                  runMulliganAction({ type: 'mulligan/bottom', player: shown.player, cards }),
                )
              }
            />
          )}
        </div>
        {shown && <MulliganPreview id={previewed} />}
      </main>
      <NoticeArea />
      <DialogHost />
    </div>
  )
}
