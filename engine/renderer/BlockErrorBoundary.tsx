import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Keeps a throwing block from taking the page down with it. */
export class BlockErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
