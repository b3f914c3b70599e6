import { useState } from 'react'
import { createPortal } from 'react-dom'
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
      {/* In the body: "More" hides its panel, this button with it, once the dialog opens. */}
      {open &&
        createPortal(
          <Dialog title={t('kept.title')} onClose={() => setOpen(false)}>
            <KeptAsideList
              onRestored={() => setOpen(false)}
              whenEmpty={<p className="muted">{t('kept.none')}</p>}
            />
          </Dialog>,
          document.body,
        )}
    </>
  )
}
