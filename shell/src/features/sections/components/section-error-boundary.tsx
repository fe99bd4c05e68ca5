import { SectionUnavailable } from '@tjas/ui';
import { Component, type ReactNode } from 'react';

interface Props {
  label: string;
  children: ReactNode;
}

/** Keeps a section's render errors inside the section: the shell and navigation stay usable. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Fout in onderdeel ${this.props.label}`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <SectionUnavailable label={this.props.label} onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
