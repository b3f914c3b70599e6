import { useTranslation } from 'react-i18next'

/** Shown while the saved game or a scenario loads. */
export function Splash() {
  const { t } = useTranslation('app')
  return (
    <main className="splash" aria-busy="true">
      <h1 className="brand">
        Duo<span>Table</span>
      </h1>
      <p className="muted">{t('splash.loading')}</p>
    </main>
  )
}
