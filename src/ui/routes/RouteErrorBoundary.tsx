/** Catches what a route throws while rendering or loading its chunk, shows ErrorPage; a navigation clears it. */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../screens/ErrorPage';

interface Props {
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { error: unknown; failed: boolean; key: string }> {
  override state = { error: undefined as unknown, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    // A navigation (a new location key) leaves the error behind, as the data router did.
    return props.resetKey !== state.key ? { error: undefined, failed: false, key: props.resetKey } : null;
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.key}>{children}</Boundary>;
}
