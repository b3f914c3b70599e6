import { useTranslation } from 'react-i18next'
import { useBots } from '../../store'
import './bots.css'

/**
 * What DuoTable's bots are doing at this table (issue 39), above the log where their moves
 * appear: playing (a move about every 0.7 s), waiting for a person, or paused after an undo or
 * a redo (they would only make the undone move again). "Skip ahead" plays their moves at once
 * until a person must decide. Nothing shows in a game without bots.
 */
export function BotBar() {
  const { t } = useTranslation('bots')
  const status = useBots((s) => s.status)
  const paused = useBots((s) => s.paused)
  const pause = useBots((s) => s.pause)
  const resume = useBots((s) => s.resume)
  const skipAhead = useBots((s) => s.skipAhead)
  if (status === 'off') return null
  const words = paused
    ? t('bots.paused')
    : status === 'playing'
      ? t('bots.playing')
      : t('bots.waiting')
  return (
    <section className="bot-bar" aria-label={t('bots.region')}>
      <p className={`bot-status is-${paused ? 'paused' : status}`}>{words}</p>
      <div className="bot-controls">
        {paused ? (
          <button type="button" onClick={resume}>
            {t('bots.resume')}
          </button>
        ) : (
          <button type="button" onClick={pause} disabled={status !== 'playing'}>
            {t('bots.pause')}
          </button>
        )}
        <button type="button" onClick={skipAhead} disabled={!paused && status !== 'playing'}>
          {t('bots.skip')}
        </button>
      </div>
    </section>
  )
}
