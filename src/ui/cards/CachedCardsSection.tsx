import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearCardCache } from '../../cards/cache'
import { forgetKnownCards } from '../../cards/knownCards'

export interface CachedCardsSectionProps {
  /** Null while counting. */
  count: number | null
  onCleared: () => void
}

/** How many cards this browser keeps, and the way to forget them all (asked twice). */
export function CachedCardsSection({ count, onCleared }: CachedCardsSectionProps) {
  const { t, i18n } = useTranslation('cards')
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const clear = () => {
    setConfirming(false)
    clearCardCache().then(
      () => {
        forgetKnownCards()
        setProblem(null)
        onCleared()
      },
      (error: unknown) => setProblem(String(error)),
    )
  }
  const words =
    count === null
      ? t('cache.counting')
      : count === 0
        ? t('cache.none')
        : t('cache.count', { count, n: count.toLocaleString(i18n.language) })

  return (
    <section className="card-data__section" aria-label={t('cache.title')}>
      <h3>{t('cache.title')}</h3>
      <p className="card-data__count">{words}</p>
      {confirming ? (
        <div className="card-data__confirm" role="group" aria-label={t('cache.confirmLabel')}>
          <span>{t('cache.confirm')}</span>
          <button type="button" className="danger" onClick={clear}>
            {t('cache.yes')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('cache.keep')}
          </button>
        </div>
      ) : (
        <button type="button" disabled={!count} onClick={() => setConfirming(true)}>
          {t('cache.clear')}
        </button>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {t('cache.failed', { error: problem })}
        </p>
      )}
    </section>
  )
}
