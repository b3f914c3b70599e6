/** Shown while the saved game or a scenario loads. */
export function Splash() {
  return (
    <main className="splash" aria-busy="true">
      <h1 className="brand">
        Duo<span>Table</span>
      </h1>
      <p className="muted">Setting up the table…</p>
    </main>
  )
}
