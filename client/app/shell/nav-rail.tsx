/**
 * The desktop navigation rail: from 1024 px wide (`lg:`, CSS only, so the server's
 * HTML is right at any width) it takes the bottom bar's place, on the
 * left under the header (fixed beside the page), with the same links plus Notifications, and the operator screens for
 * staff. NavLink marks the current page with `aria-current="page"`.
 */
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { RAIL_NAV_ITEMS, STAFF_LINKS, type NavItem } from './nav-links';

function RailLink({ to, label, icon: Icon, end }: NavItem) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-bold tracking-wide transition-colors',
          isActive
            ? 'bg-accent-soft text-accent-soft-fg'
            : 'text-muted hover:bg-surface-2 hover:text-fg',
        )
      }
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      {t(label)}
    </NavLink>
  );
}

/** The rail itself; `isStaff` adds the operator screens under a STAFF heading. */
export function NavRail({ isStaff }: { isStaff: boolean }) {
  return (
    <nav
      aria-label={t('nav.main')}
      data-testid="nav-rail"
      className="fixed start-0 top-[var(--header-height,3.5rem)] z-30 hidden h-[calc(100dvh-var(--header-height,3.5rem))] w-56 overflow-y-auto border-e border-line px-3 py-4 lg:block"
    >
      <ul className="space-y-1">
        {RAIL_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <RailLink {...item} />
          </li>
        ))}
      </ul>
      {isStaff && (
        <>
          <h2
            id="rail-staff"
            className="mt-6 px-3 pb-1 text-[11px] font-bold tracking-wider text-muted"
          >
            {t('nav.staff')}
          </h2>
          <ul aria-labelledby="rail-staff" className="space-y-1">
            {STAFF_LINKS.map((link) => (
              <li key={link.to}>
                <RailLink {...link} end={false} />
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
