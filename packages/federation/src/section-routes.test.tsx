import { cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation, useRoutes } from '@tjas/router';
import { afterEach, describe, expect, it } from 'vitest';
import { defineSection, type SectionRoute } from './section-contract.ts';
import { sectionRouteObjects } from './section-routes.tsx';

const Results = () => <p>uitslagen</p>;
const Result = () => <p>één uitslag</p>;
const section = defineSection(
  { name: 'sport' },
  {
    routes: [
      { path: 'uitslagen', title: 'Uitslagen', Component: Results },
      { path: 'uitslagen/:id', title: 'Uitslag', Component: Result },
    ],
    nav: [],
    redirects: [{ from: '', to: 'uitslagen' }],
  },
);

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Site({ prefix }: { prefix: string }) {
  const page = (route: SectionRoute) => (
    <>
      <h1>{route.title}</h1>
      {route.Component && <route.Component />}
    </>
  );
  return useRoutes(sectionRouteObjects(section, prefix, page, <p>niet gevonden</p>));
}

function open(path: string, prefix = '/sport') {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Site prefix={prefix} />
      <Where />
    </BrowserRouter>,
  );
}

afterEach(cleanup);

describe('sectionRouteObjects', () => {
  it('opens a page under the section prefix through the page renderer', () => {
    open('/sport/uitslagen/7');
    expect(screen.getByRole('heading').textContent).toBe('Uitslag');
    expect(screen.getByText('één uitslag')).toBeTruthy();
  });

  it('follows the section redirects, relative to its prefix', () => {
    open('/sport');
    expect(screen.getByRole('status').textContent).toBe('/sport/uitslagen');
    expect(screen.getByText('uitslagen')).toBeTruthy();
  });

  it('shows the not-found element for another address under the prefix', () => {
    open('/sport/onbekend');
    expect(screen.getByText('niet gevonden')).toBeTruthy();
  });

  it('takes a prefix with a trailing slash as the same prefix', () => {
    open('/sport', '/sport/');
    expect(screen.getByRole('status').textContent).toBe('/sport/uitslagen');
  });
});
