import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { useNavigate, useResolvedPath, type NavigateOptions } from './navigation.tsx';
import { createPath, decodedOr, type To } from './path.ts';
import { useNavigator } from './router-context.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
  /** A real page load instead of the router's. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * react-router's link options that this router does not have (scrolling, prefetching, view
 * transitions): a section built against @tjas/router 1.0.0 may pass them, so they are taken off
 * instead of ending up as unknown attributes of the `<a>`.
 */
interface LegacyLinkOptions {
  preventScrollReset?: unknown;
  prefetch?: unknown;
  discover?: unknown;
  viewTransition?: unknown;
  mask?: unknown;
  defaultShouldRevalidate?: unknown;
}

/** A link to another site (`https:`, `mailto:`, `//host`, `\\host`): the browser follows it itself. */
const OTHER_SITE = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** A click the router takes: the main button, no modifier key (a new tab stays the browser's), same frame. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * An `<a>` that goes to `to` without a page load. Without `replace`, a link to the page the
 * member is on replaces the history entry instead of adding the same page again.
 */
export function Link({
  to,
  replace,
  state,
  relative,
  reloadDocument,
  onClick,
  target,
  ref,
  preventScrollReset: _scroll,
  prefetch: _prefetch,
  discover: _discover,
  viewTransition: _transition,
  mask: _mask,
  defaultShouldRevalidate: _revalidate,
  ...rest
}: LinkProps & LegacyLinkOptions) {
  const { location } = useNavigator('Link');
  const navigate = useNavigate();
  const external = typeof to === 'string' && OTHER_SITE.test(to);
  const path = useResolvedPath(external ? '.' : to, relative);
  const href = external ? (to as string) : createPath(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === href, state, relative });
  };
  return <a {...rest} href={href} target={target} ref={ref} onClick={handleClick} />;
}

export interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on `to` itself, not on the pages under it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/**
 * A link that knows whether the member is on its page (or under it, unless `end`): it then has
 * `aria-current="page"` and the class `active`, or what `className` makes of that.
 */
export function NavLink({
  to,
  end = false,
  caseSensitive = false,
  className = '',
  style,
  children,
  'aria-current': current = 'page',
  ...rest
}: NavLinkProps) {
  const { location } = useNavigator('NavLink');
  // Compared decoded: the address is encoded (`/caf%C3%A9`), a link's path may not be (`/café`).
  const fold = (text: string) => {
    const decoded = decodedOr(text, decodeURI);
    return caseSensitive ? decoded : decoded.toLowerCase();
  };
  const here = fold(location.pathname);
  const target = fold(useResolvedPath(to, rest.relative).pathname);
  // `/a/` is the same page as `/a` for what lies under it.
  const under = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(under) === '/');
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? current : undefined}
      className={
        typeof className === 'function' ? className(state) : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
