import { Button, usePageTitle } from '@tjas/ui';
import { isRouteErrorResponse, useRouteError } from '@tjas/router';
import { DefaultLayout } from '../../layouts/components/default-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Spec section 8: any failure other than an unknown route shows "Internal Server Error". */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  console.error(error);
  return (
    <DefaultLayout>
      <InternalServerError />
    </DefaultLayout>
  );
}

function InternalServerError() {
  usePageTitle('Internal Server Error');
  return (
    <section data-status="500">
      <h1>Internal Server Error</h1>
      <p>Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.</p>
      <Button onClick={() => window.location.assign('/')}>Naar de startpagina</Button>
    </section>
  );
}
