import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../data/errorReporter';
import { Button } from './Button';
import { MessageScreen } from './MessageScreen';

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * The reference's fatal load failure screen: 'An unexpected error has occurred.', the error
 * messages, and 'Reloading the page may resolve the issue.'
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { componentStack: info.componentStack });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <MessageScreen
        title="An unexpected error has occurred."
        actions={<Button onClick={() => window.location.reload()}>Reload page</Button>}
      >
        <pre className="ui-error-details">{error.message}</pre>
        <p>Reloading the page may resolve the issue.</p>
      </MessageScreen>
    );
  }
}
