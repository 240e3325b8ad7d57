/**
 * The back office's own frame: a side navigation on a wide screen (always in view while the section
 * scrolls), a compact menu behind one button on a phone. An agent's seat is not shown the pages only the
 * owner and admins may use (the server refuses them anyway).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  isManagerRole,
  pagePath,
  SEAT_ROLE_LABELS,
  type BackOfficePageId,
  type DashboardResponse,
} from '@manzil/contract';
import forms from '../../shared/ui/forms.module.css';
import { NewLeadsBadge } from '../enquiries/NewLeadsBadge';
import styles from './BackOfficeLayout.module.css';
import { useSignOut } from './useSignOut';

export interface NavItem {
  page: BackOfficePageId;
  label: string;
  managersOnly?: boolean;
}

/** The pages, in the order of the navigation: the overview (where a sign-in lands), then the sections. */
export const BACK_OFFICE_NAV: readonly NavItem[] = [
  { page: 'dashboard', label: 'Overview', managersOnly: true },
  { page: 'adminListings', label: 'Listings' },
  { page: 'adminLeads', label: 'Leads' },
  { page: 'adminAgents', label: 'Agents' },
  { page: 'adminAreas', label: 'Emirates and areas', managersOnly: true },
  { page: 'adminReports', label: 'Reports', managersOnly: true },
  { page: 'adminAudit', label: 'Audit log', managersOnly: true },
  { page: 'adminUsers', label: 'Users', managersOnly: true },
  { page: 'adminCurrencyRates', label: 'Currency rates', managersOnly: true },
];

/** The pages a seat is shown in the navigation. */
export const navFor = (admin: DashboardResponse['admin']): readonly NavItem[] =>
  isManagerRole(admin.role) ? BACK_OFFICE_NAV : BACK_OFFICE_NAV.filter((item) => !item.managersOnly);

interface BackOfficeLayoutProps {
  admin: DashboardResponse['admin'];
  children: ReactNode;
}

export function BackOfficeLayout({ admin, children }: BackOfficeLayoutProps) {
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();
  // Choosing a page closes the phone's menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.frame}>
      <aside className={styles.side}>
        <div className={styles.bar}>
          <p className={styles.brand}>Manzil back office</p>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
        </div>
        <div id={navId} className={menuOpen ? styles.menuOpen : styles.menu}>
          <nav aria-label="Back office">
            <ul className={styles.links}>
              {navFor(admin).map((item) => (
                <li key={item.page}>
                  <NavLink
                    to={pagePath(item.page)}
                    className={({ isActive }) => (isActive ? styles.linkActive : styles.link)}
                  >
                    {item.label}
                    {item.page === 'adminLeads' && <NewLeadsBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.seat}>
            <p>
              Signed in as <strong>{admin.username}</strong>
              <span className={styles.role}> · {SEAT_ROLE_LABELS[admin.role]}</span>
            </p>
            <button type="button" className={forms.buttonSecondary} onClick={signOut}>
              Sign out
            </button>
          </div>
        </div>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
