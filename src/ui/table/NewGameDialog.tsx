import { useTranslation } from 'react-i18next'
import { resetUiStore, useGame } from '../../store'
import { Dialog } from '../common/Dialog'

/** Confirms before the current game (and its autosave) is thrown away. */
export function NewGameDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('table')
  const confirm = () => {
    onClose()
    useGame.getState().newGame()
    resetUiStore()
  }
  return (
    <Dialog
      title={t('table.newGame.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" data-autofocus onClick={onClose}>
            {t('table.newGame.keep')}
          </button>
          <button type="button" className="danger" onClick={confirm}>
            {t('table.newGame.discard')}
          </button>
        </>
      }
    >
      <p>{t('table.newGame.warning')}</p>
    </Dialog>
  )
}
