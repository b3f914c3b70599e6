import { useTranslation } from 'react-i18next'
import type { TeamId } from '../../engine'
import { useUi } from '../../store'
import { LIFE_KEY } from './useLifeHotkey'
import './life.css'

/** Opens the life panel with this team's life actor as "you". L does the same for the side shown. */
export function LifeEffectsButton({ team }: { team: TeamId }) {
  const { t } = useTranslation('life')
  return (
    <button
      type="button"
      className="life-effects-button"
      aria-label={t('life.button.label', { team })}
      aria-keyshortcuts={LIFE_KEY}
      title={t('life.button.title', { shortcut: LIFE_KEY })}
      onClick={() => useUi.getState().openDialog({ kind: 'life', team })}
    >
      {t('life.button')}
    </button>
  )
}
