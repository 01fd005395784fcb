import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  /** The boundary clears itself when this changes: a new location gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: undefined, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedKey !== null || this.state.error !== undefined ? (
      <ErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
