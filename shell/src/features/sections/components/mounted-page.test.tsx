import type { SectionMount, SectionMountProps } from '@tjas/federation/section-contract';
import { act, render, screen } from '@testing-library/react';
import { useLocation, useRoutes, type RouteObject } from '@tjas/router';
import { MemoryRouter } from '@tjas/router/testing';
import { describe, expect, it } from 'vitest';
import { MountedPage } from './mounted-page.tsx';

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A page written without React: it renders plain DOM and logs what the shell asked of it. */
function plainPage(log: string[]): { mount: SectionMount; last: () => SectionMountProps } {
  let props: SectionMountProps | undefined;
  const mount: SectionMount = (element, given) => {
    props = given;
    log.push(`mount ${given.path} ${given.params['id']}`);
    const text = document.createElement('p');
    text.textContent = `Pagina ${given.params['id']}`;
    element.append(text);
    return () => {
      log.push(`unmount ${given.path}`);
      text.remove();
    };
  };
  return { mount, last: () => props! };
}

function Where() {
  return <output aria-label="adres">{useLocation().pathname}</output>;
}

function renderAt(path: string, mount: SectionMount) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Pages
        routes={[
          { path: '/proef/:id', element: <MountedPage mount={mount} /> },
          { path: '/elders', element: <p>Elders</p> },
        ]}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('MountedPage', () => {
  it('mounts the page into its own element with the path and parameters, and unmounts it when left', () => {
    const log: string[] = [];
    const page = plainPage(log);
    const { container } = renderAt('/proef/7', page.mount);
    expect(screen.getByText('Pagina 7').parentElement).toBe(container.querySelector('[data-section-mount]'));
    act(() => page.last().navigate('/elders'));
    expect(screen.getByText('Elders')).toBeTruthy();
    expect(screen.getByLabelText('adres').textContent).toBe('/elders');
    expect(screen.queryByText('Pagina 7')).toBeNull();
    expect(log).toEqual(['mount /proef/7 7', 'unmount /proef/7']);
  });

  it('mounts afresh when the path changes within the same route', () => {
    const log: string[] = [];
    const page = plainPage(log);
    renderAt('/proef/1', page.mount);
    act(() => page.last().navigate('/proef/2'));
    expect(screen.getByText('Pagina 2')).toBeTruthy();
    expect(screen.queryByText('Pagina 1')).toBeNull();
    expect(log).toEqual(['mount /proef/1 1', 'unmount /proef/1', 'mount /proef/2 2']);
  });
});
