import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardDataButton } from '../cards/CardTools'
import { KeptAsideButton } from '../safety/KeptAsideButton'
import { LanguageSelect } from '../settings/LanguageSelect'
import { OpenGameFileButton, SaveGameFileButton } from './GameFileButtons'
import './files.css'

/**
 * "More" in the top bar: a disclosure holding what a game night needs now and then (the game as
 * a file, card data and images, the interface language), so the bar still fits a 10-inch tablet. The panel stays in
 * the page while closed (hidden), so the file input exists for the system picker and for tests.
 */
export function MoreMenu() {
  const { t } = useTranslation('files')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  return (
    <div
      ref={root}
      className="more-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          toggle.current?.focus()
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('files.more')}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={t('files.more')}
        className="more-menu__panel"
        hidden={!open}
      >
        <SaveGameFileButton />
        <OpenGameFileButton />
        <KeptAsideButton onOpen={() => setOpen(false)} />
        <CardDataButton onOpen={() => setOpen(false)} />
        <LanguageSelect />
      </div>
    </div>
  )
}
