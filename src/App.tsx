import { lazy, Suspense, useEffect } from 'react'
import { scenarioFromSearch } from './scenarios'
import { useGame } from './store'
import { ErrorBoundary } from './ui/ErrorBoundary'
import { SetupScreen } from './ui/setup/SetupScreen'
import { Splash } from './ui/Splash'
import { Table } from './ui/table/Table'
import { useShowcaseRoute } from './ui/showcase/showcaseRoute'

const Showcase = lazy(() => import('./ui/showcase/Showcase').then((m) => ({ default: m.Showcase })))

/** Starts from a scenario link, else from the autosave, else from the setup screen. */
export function App() {
  const ready = useGame((s) => s.restoreStatus === 'done')
  const playing = useGame((s) => s.game !== null)
  const showcase = useShowcaseRoute((s) => s.open)

  useEffect(() => {
    const store = useGame.getState()
    const scenario = scenarioFromSearch(window.location.search)
    if (!scenario) {
      void store.restore()
      return
    }
    scenario()
      .then((game) => store.loadGame(game))
      .catch((error: unknown) =>
        store.showNotice({
          kind: 'error',
          code: 'SCENARIO_FAILED',
          message: `The scenario could not be built: ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
      .finally(() => store.skipRestore())
  }, [])

  if (showcase) {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Splash />}>
          <Showcase />
        </Suspense>
      </ErrorBoundary>
    )
  }
  return (
    <ErrorBoundary>{!ready ? <Splash /> : playing ? <Table /> : <SetupScreen />}</ErrorBoundary>
  )
}
