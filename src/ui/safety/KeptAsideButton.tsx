import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../common/Dialog'
import { KeptAsideList } from './KeptAsideList'

/** "More" › Games kept aside: the list in a dialog, to download or restore one (issue 27). */
export function KeptAsideButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation('safety')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onOpen?.()
          setOpen(true)
        }}
      >
        {t('kept.open')}
      </button>
      {open && (
        <Dialog title={t('kept.title')} onClose={() => setOpen(false)}>
          <KeptAsideList
            onRestored={() => setOpen(false)}
            whenEmpty={<p className="muted">{t('kept.none')}</p>}
          />
        </Dialog>
      )}
    </>
  )
}
