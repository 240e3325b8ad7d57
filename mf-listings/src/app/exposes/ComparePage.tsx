import ComparePage from '../../features/compare/ComparePage';
import { withQueryClient } from '../queryRoot';

/** Nothing to read on the server: the list is this browser's, filled in once the page has started. */
export default withQueryClient(ComparePage);
