/** /admin/dashboard: the guarded ADMIN PANEL, every section on one page, in the back office's frame. */
import { AdminPanel } from './AdminPanel';
import { BackOfficePage } from './BackOfficePage';

export default function AdminDashboard() {
  return (
    <BackOfficePage toaster={false}>
      {(admin, lastBackup) => <AdminPanel admin={admin} lastBackup={lastBackup} />}
    </BackOfficePage>
  );
}
