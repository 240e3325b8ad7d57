/**
 * /admin/dashboard: the guarded ADMIN PANEL, the back office's overview, in the back office's frame. An
 * agent's seat, whose work is their own leads and listings, goes on to its leads instead.
 */
import { Navigate } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import { AdminPanel } from './AdminPanel';
import { BackOfficePage } from './BackOfficePage';

export default function AdminDashboard() {
  return (
    <BackOfficePage>
      {(admin, lastBackup) =>
        admin.role === 'agent' ? (
          <Navigate to={pagePath('adminLeads')} replace />
        ) : (
          <AdminPanel admin={admin} lastBackup={lastBackup} />
        )
      }
    </BackOfficePage>
  );
}
