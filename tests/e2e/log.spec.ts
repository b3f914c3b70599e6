import { expect, test, type Page } from '@playwright/test'

/** The log's scroller and where its newest line is against it. */
async function logView(page: Page) {
  return page.locator('.log-scroll').evaluate((scroller) => {
    const lines = scroller.querySelectorAll('li')
    const last = lines[lines.length - 1]
    const box = scroller.getBoundingClientRect()
    const lastBox = last?.getBoundingClientRect()
    // The first line the reader sees: the topmost one whose bottom is below the scroller's top.
    const firstSeen = [...lines].find((li) => li.getBoundingClientRect().bottom > box.top + 1)
    return {
      newestInView: !!lastBox && lastBox.bottom <= box.bottom + 1 && lastBox.top >= box.top - 1,
      firstSeen: firstSeen?.textContent ?? '',
      firstSeenTop: firstSeen ? Math.round(firstSeen.getBoundingClientRect().top) : 0,
      overflowing: scroller.scrollHeight > scroller.clientHeight,
    }
  })
}

test('the log follows new lines, and leaves a reader who scrolled up where they were', async ({
  page,
}) => {
  await page.goto('/?scenario=late-game')
  const log = page.getByRole('log')
  await expect(log.getByRole('listitem').first()).toBeVisible()
  expect((await logView(page)).overflowing).toBe(true)
  expect((await logView(page)).newestInView).toBe(true)

  const loseOne = page.getByRole('button', { name: 'Team A: lose 1 life' })
  await loseOne.click()
  await expect(log.getByRole('listitem').last()).toContainText('lost 1 life')
  expect((await logView(page)).newestInView).toBe(true)

  // Scrolled up, the reader keeps reading the same lines while new ones come in below.
  await page.locator('.log-scroll').evaluate((scroller) => {
    scroller.scrollTop -= scroller.clientHeight * 2
  })
  const before = await logView(page)
  expect(before.newestInView).toBe(false)
  const newest = (await log.getByRole('listitem').last().textContent()) ?? ''
  await loseOne.click()
  await expect(log.getByRole('listitem').last()).not.toHaveText(newest)
  const after = await logView(page)
  expect(after.newestInView).toBe(false)
  expect(after.firstSeen).toBe(before.firstSeen)
  expect(Math.abs(after.firstSeenTop - before.firstSeenTop)).toBeLessThanOrEqual(1)

  // The keyboard scrolls it too: the list takes focus inside the scroller.
  await log.getByRole('list').focus()
  await page.keyboard.press('End')
  await expect.poll(async () => (await logView(page)).newestInView).toBe(true)
})
