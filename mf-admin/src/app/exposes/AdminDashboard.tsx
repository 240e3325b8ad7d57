import AdminDashboard from '../../features/dashboard/AdminDashboard';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(AdminDashboard);
