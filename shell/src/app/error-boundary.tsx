import { Button, TITLE_PRIORITY, usePageTitle } from '@tjas/ui';
import { Component, type ReactNode } from 'react';
import { DefaultLayout } from '../features/layouts/index.ts';

interface Props {
  children: ReactNode;
  /** A change (the path) clears the error, so a member can navigate away from it. */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Any failure other than an unknown route shows "Internal Server Error", in the default layout.
 * App-level composition (a boundary around every route, with a layout), so no feature imports
 * the layouts feature back.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <DefaultLayout>
        <InternalServerError />
      </DefaultLayout>
    );
  }
}

function InternalServerError() {
  usePageTitle('Internal Server Error', TITLE_PRIORITY.state);
  return (
    <section data-status="500">
      <h1>Internal Server Error</h1>
      <p>Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.</p>
      <Button onClick={() => window.location.assign('/')}>Naar de startpagina</Button>
    </section>
  );
}
