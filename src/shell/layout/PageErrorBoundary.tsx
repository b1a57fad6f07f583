/** A page that throws shows react-admin's error screen inside the frame; the frame stays usable. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { onDemand } from '../onDemand';

// react-admin's error screen, loaded when a page fails.
const ErrorPage = onDemand(
  () => import('../raScreens').then(({ Error }) => ({ Error })),
  'Error',
);

interface State {
  error: Error | null;
  info?: ErrorInfo;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ error, info });
  }

  private reset = () => this.setState({ error: null, info: undefined });

  render() {
    const { error, info } = this.state;
    // react-admin's screen resets the boundary when the location changes.
    return error ? (
      <ErrorPage error={error} errorInfo={info} resetErrorBoundary={this.reset} />
    ) : (
      this.props.children
    );
  }
}
