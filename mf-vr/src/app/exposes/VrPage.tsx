import VrPage from '../../features/vr/VrPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(VrPage);
