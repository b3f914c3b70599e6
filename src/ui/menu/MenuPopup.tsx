import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import type { MenuItem, MenuModel } from './menuModel'

interface MenuPopupProps {
  model: MenuModel
  x: number
  y: number
  onRun: (item: MenuItem) => void
  onClose: () => void
  /** Laid out in its place (a card's sheet, which closes it on a tap outside), not floating. */
  inline?: boolean
}

/**
 * A letter for each item, as menus have: the first letter of its label that no item before it
 * took ('' when every one is taken). Said labels, so each language gets its own letters.
 */
function accessLetters(labels: readonly string[]): string[] {
  const taken = new Set<string>()
  return labels.map((label) => {
    const letter = [...label.toLowerCase()].find((c) => /\p{L}|\d/u.test(c) && !taken.has(c)) ?? ''
    if (letter) taken.add(letter)
    return letter
  })
}

/**
 * A context menu (role="menu"): arrow keys, Home and End move, Enter or an item's letter runs,
 * Escape and Tab close, a click outside closes. Focus returns to where it was when the menu opened.
 */
export function MenuPopup({ model, x, y, onRun, onClose, inline = false }: MenuPopupProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [place, setPlace] = useState({ left: x, top: y })
  const enabled = model.items.flatMap((item, i) => (item.disabled ? [] : [i]))
  const [active, setActive] = useState(enabled[0] ?? 0)
  const { t } = useTranslation('menu')
  const say = useSay()
  const title = say(model.title, 'menu')
  const labels = model.items.map((item) => say(item.label, 'menu'))
  const letters = accessLetters(labels)

  useLayoutEffect(() => {
    const previous = document.activeElement
    const el = ref.current
    if (el && !inline) {
      const r = el.getBoundingClientRect()
      const left = Math.max(4, Math.min(x, window.innerWidth - r.width - 4))
      const top = Math.max(4, Math.min(y, window.innerHeight - r.height - 4))
      setPlace({ left, top })
    }
    return () => {
      const now = document.activeElement
      const focusWasHere = now === null || now === document.body || el?.contains(now)
      if (focusWasHere && previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [x, y, inline])

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus()
  }, [active])

  useEffect(() => {
    if (inline) return
    const outside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose()
    }
    document.addEventListener('pointerdown', outside, true)
    window.addEventListener('resize', onClose)
    return () => {
      document.removeEventListener('pointerdown', outside, true)
      window.removeEventListener('resize', onClose)
    }
  }, [onClose, inline])

  const onKeyDown = (e: KeyboardEvent) => {
    const at = enabled.indexOf(active)
    const go = (i: number) => setActive(enabled[(i + enabled.length) % enabled.length] ?? 0)
    switch (e.key) {
      case 'ArrowDown':
        go(at + 1)
        break
      case 'ArrowUp':
        go(at - 1)
        break
      case 'Home':
        go(0)
        break
      case 'End':
        go(enabled.length - 1)
        break
      case 'Escape':
      case 'Tab':
        onClose()
        break
      default: {
        // A letter runs the item it is shown beside (issue 21).
        const letter = e.key.length === 1 && !e.ctrlKey && !e.metaKey ? e.key.toLowerCase() : ''
        const item = letter === '' ? -1 : letters.indexOf(letter)
        const chosen = model.items[item]
        if (!chosen || chosen.disabled) return
        onRun(chosen)
      }
    }
    e.preventDefault()
    e.stopPropagation()
  }

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={title}
      className={inline ? 'context-menu is-inline' : 'context-menu'}
      style={inline ? undefined : place}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      <div className="menu-title" aria-hidden="true">
        {title}
      </div>
      {model.items.map((item, i) => (
        <button
          key={i}
          type="button"
          role="menuitem"
          className={item.groupStart ? 'menu-item group-start' : 'menu-item'}
          tabIndex={i === active ? 0 : -1}
          aria-disabled={item.disabled || undefined}
          onClick={() => !item.disabled && onRun(item)}
          onPointerMove={() => !item.disabled && i !== active && setActive(i)}
          aria-keyshortcuts={letters[i] ? letters[i].toUpperCase() : undefined}
        >
          {labels[i]}
          {letters[i] && (
            <kbd className="menu-key" aria-hidden="true">
              {letters[i].toUpperCase()}
            </kbd>
          )}
        </button>
      ))}
      {model.items.length === 0 && <div className="menu-empty">{t('menu.empty')}</div>}
    </div>
  )
}
