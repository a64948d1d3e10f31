import { Component, type ReactNode } from 'react';

/**
 * Keeps a failing map inside its frame: the block around it (a list of results, an office list)
 * goes on working, and the failure is reported like a block's.
 */
export class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[map] the map failed and was replaced by its placeholder', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
