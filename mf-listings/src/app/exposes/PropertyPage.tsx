import PropertyPage from '../../features/property/PropertyPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(PropertyPage);
