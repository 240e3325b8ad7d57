import { ReportsPage } from '../../features/dashboard/sectionPages';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(ReportsPage);
