import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useGame } from '../store'
import { markCrash } from '../store/crashMark'
import { CrashScreen } from './files/CrashScreen'

interface State {
  error: Error | null
}

/** A crash in the UI shows a way out instead of a blank page, and never loses the game. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('DuoTable crashed', error, info.componentStack)
    // The next start must not load this game again straight into the same crash (issue 27).
    if (useGame.getState().game) markCrash(error.message)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return <CrashScreen error={this.state.error} onRecover={() => this.setState({ error: null })} />
  }
}
