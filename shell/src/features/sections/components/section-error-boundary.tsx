import type { SectionRegistryEntry } from '@tjas/federation/section-registry';
import { SectionUnavailable } from '@tjas/ui';
import { Component, type ReactNode } from 'react';
import { reportSection } from '../api/section-reports.ts';

interface Props {
  entry: Pick<SectionRegistryEntry, 'name' | 'version' | 'label'>;
  children: ReactNode;
}

/** Keeps a section's render errors inside the section: the shell and navigation stay usable. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Fout in onderdeel ${this.props.entry.label}`, error);
    // The site counts it against this version (and may roll it back).
    reportSection(this.props.entry, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <SectionUnavailable label={this.props.entry.label} onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
