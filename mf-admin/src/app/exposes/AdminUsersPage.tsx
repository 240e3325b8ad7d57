import { UsersPage } from '../../features/dashboard/sectionPages';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(UsersPage);
