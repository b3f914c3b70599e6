import { lazy, Suspense, useEffect } from 'react'
import { loadTableWords } from './i18n/i18n'
import { scenarioFromSearch } from './scenarios'
import { reasonOf, useGame } from './store'
import { ErrorBoundary } from './ui/ErrorBoundary'
import { SetupScreen } from './ui/setup/SetupScreen'
import { Splash } from './ui/Splash'
import { useShowcaseRoute } from './ui/showcase/showcaseRoute'

const Showcase = lazy(() =>
  Promise.all([import('./ui/showcase/Showcase'), loadTableWords()]).then(([m]) => ({
    default: m.Showcase,
  })),
)
/**
 * The table and all it alone needs (drag and drop, dialogs, combat, their styles, their words) is
 * a chunk of its own, so the setup screen comes up without it (issue 10: first screen ≤ 120 KB).
 */
const loadTable = () => Promise.all([import('./ui/table/Table'), loadTableWords()])
const Table = lazy(() => loadTable().then(([m]) => ({ default: m.Table })))

/** Starts from a scenario link, else from the autosave, else from the setup screen. */
export function App() {
  const ready = useGame((s) => s.restoreStatus === 'done')
  const playing = useGame((s) => s.game !== null)
  const showcase = useShowcaseRoute((s) => s.open)

  useEffect(() => {
    // Fetched while the save or the scenario loads, not after: a reload shows the board as soon
    // as both are in, and "Start game" finds the table already there.
    void loadTable()
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
          message: { key: 'scenario.failed', ns: 'app', params: { reason: reasonOf(error) } },
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
    <ErrorBoundary>
      {!ready ? (
        <Splash />
      ) : playing ? (
        <Suspense fallback={<Splash />}>
          <Table />
        </Suspense>
      ) : (
        <SetupScreen />
      )}
    </ErrorBoundary>
  )
}
