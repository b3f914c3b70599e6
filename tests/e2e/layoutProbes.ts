import type { Page } from '@playwright/test'

/** A hand card's name box that something else covers: which card, and what covers it. */
export interface CoveredName {
  card: string
  at: string
}

/**
 * Every visible hand card's name box, probed with elementFromPoint on a grid of points inside
 * it: each point must hit the card itself. Also says which name boxes reach off screen, which
 * names are cut (shortened with an ellipsis, or a word wider than its box) and the smallest
 * name's font size. `only`: just the card at that place in the hand.
 */
export function handNamesProbe(page: Page, scope = '.hand-row', only?: number) {
  return page.evaluate(
    ({ within, only }) => {
      const covered: { card: string; at: string }[] = []
      const offScreen: string[] = []
      const cut: string[] = []
      let count = 0
      let smallestFont = Infinity
      // A double-faced card draws both faces; only the one turned up is read.
      const names = [
        ...document.querySelectorAll<HTMLElement>(`${within} .hand-fan [data-card-id] .card-name`),
      ].filter((name) => !name.closest('[aria-hidden="true"]'))
      for (const name of only === undefined ? names : names.slice(only, only + 1)) {
        count++
        smallestFont = Math.min(smallestFont, parseFloat(getComputedStyle(name).fontSize))
        const card = name.closest<HTMLElement>('[data-card-id]')
        const label = card?.getAttribute('aria-label') ?? '?'
        const r = name.getBoundingClientRect()
        if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
          offScreen.push(label)
        }
        if (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth) {
          cut.push(`${label}: ${getComputedStyle(name).fontSize}`)
        }
        for (const fx of [0.05, 0.5, 0.95]) {
          for (const fy of [0.2, 0.8]) {
            const x = r.left + r.width * fx
            const y = r.top + r.height * fy
            const hit = document.elementFromPoint(x, y)
            if (!hit || !card?.contains(hit)) {
              covered.push({ card: label, at: hit ? hit.className || hit.tagName : 'nothing' })
            }
          }
        }
      }
      return { count, covered, offScreen, cut, smallestFont }
    },
    { within: scope, only },
  )
}

/**
 * Cards more than half covered by another card's face, leaving out those hidden by design: a
 * card under the top of its pile (data-pile="") and an Aura or Equipment tucked under its host.
 */
export function halfCoveredProbe(page: Page) {
  return page.evaluate(() => {
    const faces = [...document.querySelectorAll<HTMLElement>('.battlefield .card-hit > .card')]
    const boxes = faces.map((el) => ({
      el,
      r: el.getBoundingClientRect(),
      exempt: el.closest('[data-pile=""], .is-attached') !== null,
    }))
    const hidden: string[] = []
    boxes.forEach((a, i) => {
      if (a.exempt || a.r.width === 0) return
      const area = a.r.width * a.r.height
      // Cards drawn after it (later in the document) are drawn over it.
      for (const b of boxes.slice(i + 1)) {
        if (b.el.closest('.battlefield') !== a.el.closest('.battlefield')) continue
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
        if (w > 0 && h > 0 && w * h > area / 2) {
          hidden.push(a.el.closest('[data-card-id]')?.getAttribute('aria-label') ?? '?')
          break
        }
      }
    })
    return { count: boxes.length, hidden }
  })
}

/** The narrowest card face on each battlefield, with how many cards it holds. */
export function battlefieldWidths(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.battlefield')].map((bf) => {
      const widths = [...bf.querySelectorAll<HTMLElement>('.card-hit > .card')].map(
        (el) => el.offsetWidth,
      )
      return {
        zone: bf.dataset['zone'] ?? '',
        cards: widths.length,
        narrowest: Math.min(...widths),
      }
    }),
  )
}

/**
 * Every hand name of the viewing team, seat by seat: on a phone one seat's hand fills the
 * screen's width and a swipe brings the teammate's; a hand wider than its seat is swiped along
 * too, and each card read once its name is in view.
 */
export async function everyHandName(page: Page) {
  const result = {
    count: 0,
    covered: [] as CoveredName[],
    offScreen: [] as string[],
    cut: [] as string[],
    smallestFont: Infinity,
    /** How many seats' hands run past their box and were swiped along. */
    swiped: 0,
  }
  const add = (seat: Awaited<ReturnType<typeof handNamesProbe>>) => {
    result.count += seat.count
    result.covered.push(...seat.covered)
    result.offScreen.push(...seat.offScreen)
    result.cut.push(...seat.cut)
    result.smallestFont = Math.min(result.smallestFont, seat.smallestFont)
  }
  const seats = page.locator('.hand-seat')
  for (let i = 0; i < (await seats.count()); i++) {
    const scope = `.hand-seat:nth-child(${i + 1})`
    await seats.nth(i).scrollIntoViewIfNeeded()
    await restPointer(page)
    const hand = seats.nth(i).locator('.hand-fan')
    const runsPast = await hand.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
    if (!runsPast) {
      add(await handNamesProbe(page, scope))
      continue
    }
    result.swiped++
    const names = hand.locator('[data-card-id] .card-name:not([aria-hidden="true"] *)')
    for (let card = 0; card < (await names.count()); card++) {
      await names.nth(card).evaluate((name) => {
        name.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      })
      add(await handNamesProbe(page, scope, card))
    }
  }
  return result
}

/** Pointer away from every card, so no card is raised over its neighbours. */
export async function restPointer(page: Page) {
  await page.mouse.move(1, 1)
}

/**
 * Every commander's name in the command zones (both teams'), each brought into view first: the
 * points of its name box that something else covers (a Cast button, a neighbour), and the names
 * cut short (an ellipsis where the whole name does not fit its box).
 */
export async function commandNamesProbe(page: Page) {
  const result = { count: 0, covered: [] as CoveredName[], cut: [] as string[] }
  const commanders = page.locator('[data-zone$=":command"] [data-card-id]')
  for (let i = 0; i < (await commanders.count()); i++) {
    // A seat's hand and commanders fill a phone's width: the seat is swiped into view whole.
    await commanders
      .nth(i)
      .evaluate((card) =>
        (card.closest('.hand-seat') ?? card).scrollIntoView({ block: 'center', inline: 'start' }),
      )
    await restPointer(page)
    const one = await commanders.nth(i).evaluate((card) => {
      const covered: { card: string; at: string }[] = []
      const label = card.getAttribute('aria-label') ?? '?'
      // A double-faced card draws both faces; only the one turned up is read.
      const name = [...card.querySelectorAll<HTMLElement>('.card-name')].find(
        (n) => !n.closest('[aria-hidden="true"]'),
      )
      if (!name) return { covered: [{ card: label, at: 'no name' }], cut: false }
      const r = name.getBoundingClientRect()
      for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy)
          if (!hit || !card.contains(hit)) {
            covered.push({ card: label, at: hit ? hit.className || hit.tagName : 'nothing' })
          }
        }
      }
      return { covered, cut: name.scrollHeight > name.clientHeight + 1 }
    })
    result.count++
    result.covered.push(...one.covered)
    if (one.cut) result.cut.push((await commanders.nth(i).getAttribute('aria-label')) ?? '?')
  }
  return result
}

/**
 * Tapped lands more than half hidden: cut off by their battlefield's edge or covered by cards
 * drawn after them. A tapped land under the top of its pile is fine only in a pile of tapped
 * lands (the next card in its row is tapped too), never under an untapped one.
 */
export function tappedLandsProbe(page: Page) {
  return page.evaluate(() => {
    const hidden: string[] = []
    let count = 0
    for (const bf of document.querySelectorAll<HTMLElement>('.battlefield')) {
      const area = bf.getBoundingClientRect()
      const faces = [...bf.querySelectorAll<HTMLElement>('.bf-row .card-hit > .card')]
      faces.forEach((face, i) => {
        const slot = face.closest<HTMLElement>('.card-slot')
        if (!slot?.closest('[data-row="L"]') || !face.parentElement?.matches('.is-tapped')) return
        count++
        const label = slot.querySelector('[data-card-id]')?.getAttribute('aria-label') ?? '?'
        if (slot.dataset['pile'] === '') {
          const next = slot.nextElementSibling
          if (!next?.querySelector(':scope > .card-hit.is-tapped')) hidden.push(label)
          return
        }
        const r = face.getBoundingClientRect()
        const overlap = (a: DOMRect, b: DOMRect) =>
          Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
          Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
        const whole = r.width * r.height
        let covered = whole - overlap(r, area)
        for (const later of faces.slice(i + 1)) covered += overlap(r, later.getBoundingClientRect())
        if (covered > whole / 2) hidden.push(label)
      })
    }
    return { count, hidden }
  })
}

/** Whether the page, the table or its top bar scrolls sideways (a phone's table scrolls down). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const wide: string[] = []
    const page = document.scrollingElement
    if (page && page.scrollWidth > innerWidth) wide.push(`page ${page.scrollWidth}`)
    for (const selector of ['.table-app', '.top-bar', '.table']) {
      const el = document.querySelector(selector)
      if (el && el.scrollWidth > el.clientWidth) wide.push(`${selector} ${el.scrollWidth}`)
    }
    return wide
  })
}

/** Points of the turn's buttons (Next step, End turn…) where something else is found. */
export function turnControlsProbe(page: Page) {
  return page.evaluate(() => {
    const covered: string[] = []
    const buttons = [...document.querySelectorAll<HTMLElement>('.turn-actions button')]
    for (const button of buttons) {
      const r = button.getBoundingClientRect()
      if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
        covered.push(`${button.textContent}: off screen`)
        continue
      }
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.2, 0.5, 0.8]) {
          const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy)
          if (!hit || !button.contains(hit)) {
            covered.push(`${button.textContent}: ${hit ? hit.className || hit.tagName : 'nothing'}`)
          }
        }
      }
    }
    return { count: buttons.length, covered }
  })
}

/**
 * The step's reminders panel, probed on a grid of points across it: how many reminders it holds,
 * and what lies over any part of it (anything from outside the panel).
 */
export function remindersProbe(page: Page) {
  return page.evaluate(() => {
    const covered = new Set<string>()
    const panel = document.querySelector('.step-reminders')
    if (!panel) return { count: 0, covered: [] }
    const r = panel.getBoundingClientRect()
    for (let fx = 0.05; fx < 1; fx += 0.1) {
      for (let fy = 0.03; fy < 1; fy += 0.06) {
        const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy)
        if (!hit || !panel.contains(hit))
          covered.add(hit ? hit.className || hit.tagName : 'nothing')
      }
    }
    return { count: panel.querySelectorAll('.step-reminder').length, covered: [...covered] }
  })
}

/**
 * Every battlefield card's name that should show (not one under the top of its pile, nor an
 * Aura tucked under its host), probed on a grid of points: what other card lies over it, and
 * whether that card is tapped.
 */
export function battlefieldNamesProbe(page: Page, scope = '.battlefield') {
  return page.evaluate((within) => {
    const covered: string[] = []
    let count = 0
    let tapped = 0
    const label = (el: Element | null) =>
      el?.closest('[data-card-id]')?.getAttribute('aria-label') ?? el?.className ?? '?'
    for (const card of document.querySelectorAll<HTMLElement>(`${within} [data-card-id]`)) {
      if (card.closest('[data-pile=""], .is-attached')) continue
      const name = [...card.querySelectorAll<HTMLElement>('.card-name')].find(
        (n) => !n.closest('[aria-hidden="true"]'),
      )
      if (!name) continue
      count++
      if (card.matches('.is-tapped')) tapped++
      const r = name.getBoundingClientRect()
      for (const fx of [0.05, 0.35, 0.65, 0.95]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy)
          if (hit && card.contains(hit)) continue
          const over = hit?.closest('[data-card-id]')
          const how = over?.matches('.is-tapped') ? 'tapped ' : ''
          covered.push(`${label(card)} under ${how}${label(hit)}`)
          break
        }
      }
    }
    return { count, tapped, covered: [...new Set(covered)] }
  }, scope)
}

/**
 * battlefieldNamesProbe on a table that scrolls (a phone's): each battlefield brought to the top
 * of the screen, above the docked hands, and probed there.
 */
export async function everyBattlefieldName(page: Page) {
  const result = { count: 0, tapped: 0, covered: [] as string[], battlefields: 0 }
  const zones = await page
    .locator('.battlefield')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-zone') ?? ''))
  for (const zone of zones) {
    const scope = `.battlefield[data-zone="${zone}"]`
    await page.locator(scope).evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await restPointer(page)
    const one = await battlefieldNamesProbe(page, scope)
    result.battlefields++
    result.count += one.count
    result.tapped += one.tapped
    result.covered.push(...one.covered)
  }
  return result
}
