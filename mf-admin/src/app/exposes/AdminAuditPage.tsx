import { AuditPage } from '../../features/dashboard/sectionPages';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(AuditPage);
