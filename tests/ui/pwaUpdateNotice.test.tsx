// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPDATE_MESSAGE, UpdateNotice } from '../../src/pwa/UpdateNotice'

const sw = vi.hoisted(() => ({
  waiting: false,
  update: vi.fn(async (_reload?: boolean) => {}),
  options: undefined as { onNeedReload?: () => void } | undefined,
}))

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options?: { onNeedReload?: () => void }) => {
    sw.options = options
    return {
      needRefresh: useState(sw.waiting),
      offlineReady: useState(false),
      updateServiceWorker: sw.update,
    }
  },
}))

const reload = vi.fn()
beforeEach(() => {
  sw.waiting = false
  sw.update.mockClear()
  reload.mockClear()
  vi.stubGlobal('location', { ...window.location, reload })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the update notice', () => {
  it('shows nothing while no new version is waiting', () => {
    render(<UpdateNotice />)
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('offers Reload and Later when a new version waits, and "Later" just hides it', async () => {
    sw.waiting = true
    const user = userEvent.setup()
    render(<UpdateNotice />)
    const notice = screen.getByRole('complementary', { name: 'Update available' })
    expect(notice).toHaveTextContent(UPDATE_MESSAGE)
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_MESSAGE)
    await user.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
    expect(sw.update).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('activates the new version only when Reload is pressed', async () => {
    sw.waiting = true
    const user = userEvent.setup()
    render(<UpdateNotice />)
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(sw.update).toHaveBeenCalledTimes(1)
    // The new worker takes over; the plugin asks before reloading, and now the answer is yes.
    sw.options?.onNeedReload?.()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads on its own when another tab updated', async () => {
    render(<UpdateNotice />)
    const { act } = await import('@testing-library/react')
    act(() => sw.options?.onNeedReload?.())
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })
})
