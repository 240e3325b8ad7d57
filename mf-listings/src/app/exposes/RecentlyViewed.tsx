import { RecentlyViewed } from '../../shared/recently-viewed/RecentlyViewed';
import { withQueryClient } from '../queryRoot';

/** The home page's "Recently viewed" section: the browser's own list, so nothing to read on the server. */
export default withQueryClient(function RecentlyViewedSection() {
  return <RecentlyViewed />;
});
