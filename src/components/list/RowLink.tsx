/**
 * Links and buttons inside a resource table's rows: plain `a` and `button` elements styled once by
 * the table (ROW_CONTROL_STYLES), where MUI's Link and Button with react-router's Link cost some 15
 * components each (ripple, styled layers, a router subscription) and a 100-row page has hundreds.
 *
 * A row link is a real link (its address opens in a new tab) that a plain click follows inside
 * the console. The table provides how (RowLinksProvider); outside a table, RowLink is
 * react-router's Link in MUI's, as before.
 */
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link as MuiLink } from '@mui/material';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import { maskedIcon } from './iconMask';

const LINK = 'jms-row-link';
const BUTTON = 'jms-row-btn';
/**
 * MUI's ArrowDropDown icon, after a menu button's label (see iconMask): the More button reads as
 * one drop-down, not as a label beside a second "⋯" menu.
 */
const DROP_DOWN = 'M7 10l5 5 5-5z';

interface RowLinks {
  /** The console's base path, without its trailing slash. */
  base: string;
  go(to: string): void;
}

const RowLinksContext = createContext<RowLinks | null>(null);
/** The list's address query, apart: a page turn re-renders only what reads it. */
const ListSearchContext = createContext('');

export function RowLinksProvider({ children }: { children: ReactNode }) {
  const base = useHref('/').replace(/\/$/, '');
  const { search } = useLocation();
  const navigate = useNavigate();
  // The latest navigate, behind a context value that changes only with the base.
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const links = useMemo(() => ({ base, go: (to: string) => void latest.current(to) }), [base]);
  return (
    <RowLinksContext.Provider value={links}>
      <ListSearchContext.Provider value={search}>{children}</ListSearchContext.Provider>
    </RowLinksContext.Provider>
  );
}

/** The list's address query (`?…` or ''), for links that lead back to it. */
export function useListSearch(): string {
  return useContext(ListSearchContext);
}

/** A plain left click stays in the console; others (new tab, window) are the browser's. */
function follow(links: RowLinks, to: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    e.stopPropagation();
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey)
      return;
    e.preventDefault();
    links.go(to);
  };
}

type AriaProps = { 'aria-label'?: string };

/** A row's link to a console path (a record's detail). */
export function RowLink({
  to,
  children,
  ...aria
}: { to: string; children: ReactNode } & AriaProps) {
  const links = useContext(RowLinksContext);
  if (!links)
    return (
      <MuiLink component={Link} to={to} onClick={(e: MouseEvent) => e.stopPropagation()} {...aria}>
        {children}
      </MuiLink>
    );
  return (
    <a className={LINK} href={links.base + to} onClick={follow(links, to)} {...aria}>
      {children}
    </a>
  );
}

/** A row's text button, or a link looking like one (`to`). */
export function RowButton({
  to,
  color = 'primary',
  disabled,
  onClick,
  menu,
  expanded,
  children,
  ...aria
}: {
  to?: string;
  color?: 'primary' | 'error';
  disabled?: boolean;
  onClick?(e: MouseEvent<HTMLButtonElement>): void;
  /** It opens a menu: a drop-down arrow follows its label, and it says so (aria-haspopup). */
  menu?: boolean;
  /** Its menu is open. */
  expanded?: boolean;
  children: ReactNode;
} & AriaProps) {
  const links = useContext(RowLinksContext);
  const className = `${BUTTON} ${color}${menu ? ' menu' : ''}`;
  if (to && !disabled)
    return links ? (
      <a className={className} href={links.base + to} onClick={follow(links, to)} {...aria}>
        {children}
      </a>
    ) : (
      <Link className={className} to={to} {...aria}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={onClick}
      aria-haspopup={menu ? 'menu' : undefined}
      aria-expanded={menu ? Boolean(expanded) : undefined}
      {...aria}
    >
      {children}
    </button>
  );
}

/**
 * MUI's Link (underline always) and small text Button, as the table's row controls. Lengths are
 * strings: in an sx, numbers would be theme spacing units.
 */
export function rowControlStyles(theme: Theme): CSSObject {
  const { palette, typography, shape } = theme;
  const readable = (c: 'primary' | 'error') =>
    (palette[c] as { readable?: string }).readable ?? palette[c].main;
  return {
    [`& a.${LINK}`]: {
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& .${BUTTON}`]: {
      ...typography.button,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 0,
      padding: '4px',
      margin: 0,
      border: 0,
      borderRadius: `${shape.borderRadius}px`,
      backgroundColor: 'transparent',
      textDecoration: 'none',
      cursor: 'pointer',
      verticalAlign: 'middle',
      '&:disabled': { color: palette.action.disabled, cursor: 'default' },
      '&.menu::after': { ...maskedIcon(DROP_DOWN, 18), marginLeft: '2px', marginRight: '-4px' },
    },
    ...Object.fromEntries(
      (['primary', 'error'] as const).map((c) => [
        `& .${BUTTON}.${c}:not(:disabled)`,
        {
          color: readable(c),
          '&:hover': { backgroundColor: alpha(palette[c].main, palette.action.hoverOpacity) },
        },
      ]),
    ),
  };
}
