/** A page that throws shows react-admin's error screen inside the frame; the frame stays usable. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

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
