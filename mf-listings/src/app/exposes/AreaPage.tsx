import AreaPage from '../../features/area/AreaPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(AreaPage);
