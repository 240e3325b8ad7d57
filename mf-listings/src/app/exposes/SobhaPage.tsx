import SobhaPage from '../../features/sobha/SobhaPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(SobhaPage);
