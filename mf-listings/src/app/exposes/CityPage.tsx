import CityPage from '../../features/city/CityPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(CityPage);
