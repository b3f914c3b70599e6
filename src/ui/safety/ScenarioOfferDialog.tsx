import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useScenarioOffer } from '../../scenarios/scenarioOffer'
import { reasonOf, useGame } from '../../store'
import { openGameState } from '../../store/gameFile'
import { Dialog } from '../common/Dialog'

/**
 * A scenario link met a game in progress (issue 27): open the scenario (Undo brings the game
 * back) or keep playing. Nothing happens until the players choose.
 */
export function ScenarioOfferDialog() {
  const { t } = useTranslation('safety')
  const offer = useScenarioOffer((s) => s.offer)
  const [busy, setBusy] = useState(false)
  if (!offer) return null
  const close = () => useScenarioOffer.setState({ offer: null })
  const open = () => {
    setBusy(true)
    offer
      .load()
      .then(openGameState, (error: unknown) =>
        useGame.getState().showNotice({
          kind: 'error',
          code: 'SCENARIO_FAILED',
          message: { key: 'scenario.failed', ns: 'app', params: { reason: reasonOf(error) } },
        }),
      )
      .finally(close)
  }
  return (
    <Dialog
      title={t('scenario.title')}
      onClose={close}
      actions={
        <>
          <button type="button" data-autofocus onClick={close} disabled={busy}>
            {t('scenario.keep')}
          </button>
          <button type="button" className="primary" onClick={open} disabled={busy}>
            {t('scenario.open')}
          </button>
        </>
      }
    >
      <p>{t('scenario.question', { name: offer.name })}</p>
    </Dialog>
  )
}
