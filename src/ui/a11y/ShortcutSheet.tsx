import { Fragment } from 'react'
import { Dialog } from '../common/Dialog'
import { SHORTCUT_GROUPS, type Shortcut } from './shortcuts'
import './a11y.css'

function Keys({ keys }: { keys: Shortcut['keys'] }) {
  return keys.map((combo, i) => (
    <Fragment key={combo.join('+')}>
      {i > 0 && <span className="shortcut-or"> or </span>}
      <span className="shortcut-combo">
        {combo.map((key, j) => (
          <Fragment key={key}>
            {j > 0 && '+'}
            <kbd>{key}</kbd>
          </Fragment>
        ))}
      </span>
    </Fragment>
  ))
}

/** The keyboard shortcuts, one table per place they work in, read from SHORTCUT_GROUPS. */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Keyboard shortcuts"
      onClose={onClose}
      className="shortcut-sheet"
      actions={
        <button type="button" className="primary" onClick={onClose}>
          Done
        </button>
      }
    >
      {/* The list scrolls on a short screen; it takes focus so a keyboard can scroll it. */}
      <div className="shortcut-list" role="region" aria-label="All shortcuts" tabIndex={0}>
        {SHORTCUT_GROUPS.map((group) => (
          <table key={group.title} className="shortcut-table">
            <caption>{group.title}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {group.shortcuts.map((s) => (
                <tr key={s.does}>
                  <th scope="row">
                    <Keys keys={s.keys} />
                  </th>
                  <td>{s.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="muted shortcut-note">On a Mac, ⌘ works wherever Ctrl is shown.</p>
    </Dialog>
  )
}
