import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from './route-error';

interface Props {
  /** The location's key: a navigation to another entry clears the error. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  /** Boxed, so that even a thrown `undefined` counts as an error. */
  readonly caught: { readonly error: unknown } | null;
  readonly resetKey: string;
}

/**
 * Shows "Something went wrong" in place of what failed to draw: a page that throws while it
 * renders, or whose module fails to load. The shopper can still navigate, and the next page they
 * open draws afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}

/**
 * A layout's place for its page: the page, or what went wrong with it. Inside the layout, so a
 * page that fails leaves the header and footer to go on with.
 */
export const PageOutlet = () => {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  );
};
