import type { SectionMount } from '@tjas/federation/section-contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from '@tjas/router';

/**
 * A page of a section that renders itself (its own React, or another framework) into an
 * element the shell owns. Mounted after the shell's render, unmounted when the member leaves the
 * page, and mounted afresh when the address (path or query) changes. A mount that throws reaches the section's
 * error boundary like a failing component does.
 */
export function MountedPage({ mount }: { mount: SectionMount }) {
  const element = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  // The latest of both, without remounting the page for a new function or params object.
  const latest = useRef({ params, navigate });
  latest.current = { params, navigate };

  useEffect(() => {
    const unmount = mount(element.current!, {
      path: pathname,
      search,
      params: latest.current.params,
      navigate: (to) => latest.current.navigate(to),
    });
    return () => {
      if (typeof unmount === 'function') unmount();
    };
  }, [mount, pathname, search]);

  return <div ref={element} data-section-mount="" />;
}
