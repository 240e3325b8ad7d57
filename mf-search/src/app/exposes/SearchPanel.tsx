import SearchPanel from '../../features/search/SearchPanel';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(SearchPanel);
