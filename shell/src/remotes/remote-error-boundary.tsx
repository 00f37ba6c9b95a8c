import { ErrorBox } from '@academy/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** When this changes (another page), a caught error is forgotten. */
  resetKey: string;
  children?: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Keeps a page that fails while rendering inside the frame, with a Retry that renders it again. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // React reports the error itself; the boundary only keeps the frame on screen.
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error) {
      return (
        <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <ErrorBox title="This page ran into a problem" message="Something went wrong while showing this page. Please try again." onRetry={this.retry} />
        </div>
      );
    }
    return this.props.children;
  }
}
