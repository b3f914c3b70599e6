import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../common/Dialog'
import { SHORTCUT_GROUPS, type Shortcut } from './shortcuts'
import './a11y.css'

/** Keys whose printed name differs by language; the others are printed the same everywhere. */
const NAMED_KEYS = new Set(['Space', 'Menu'])

function Keys({ keys }: { keys: Shortcut['keys'] }) {
  const { t } = useTranslation('a11y')
  return keys.map((combo, i) => (
    <Fragment key={combo.join('+')}>
      {i > 0 && <span className="shortcut-or">{t('a11y.shortcuts.or')}</span>}
      <span className="shortcut-combo">
        {combo.map((key, j) => (
          <Fragment key={key}>
            {j > 0 && '+'}
            <kbd>{NAMED_KEYS.has(key) ? t(`a11y.key.${key}`) : key}</kbd>
          </Fragment>
        ))}
      </span>
    </Fragment>
  ))
}

/** The keyboard shortcuts, one table per place they work in, read from SHORTCUT_GROUPS. */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('a11y')
  return (
    <Dialog
      title={t('a11y.shortcuts')}
      onClose={onClose}
      className="shortcut-sheet"
      actions={
        <button type="button" className="primary" onClick={onClose}>
          {t('a11y.shortcuts.done')}
        </button>
      }
    >
      {/* The list scrolls on a short screen; it takes focus so a keyboard can scroll it. */}
      <div
        className="shortcut-list"
        role="region"
        aria-label={t('a11y.shortcuts.all')}
        tabIndex={0}
      >
        {SHORTCUT_GROUPS.map((group) => (
          <table key={group.title} className="shortcut-table">
            <caption>{t(group.titleKey)}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('a11y.shortcuts.keys')}</th>
                <th scope="col">{t('a11y.shortcuts.action')}</th>
              </tr>
            </thead>
            <tbody>
              {group.shortcuts.map((s) => (
                <tr key={s.doesKey}>
                  <th scope="row">
                    <Keys keys={s.keys} />
                  </th>
                  <td>{t(s.doesKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="muted shortcut-note">{t('a11y.shortcuts.mac')}</p>
    </Dialog>
  )
}
