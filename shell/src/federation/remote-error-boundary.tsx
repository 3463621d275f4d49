import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a remote that threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** When this changes (the user navigated elsewhere), a caught error is forgotten. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * One per remote area: a remote that throws while rendering takes down only its own area;
 * the header, the menu and the other sections keep working (DESIGN.md §2).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] a remote section crashed while rendering', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
