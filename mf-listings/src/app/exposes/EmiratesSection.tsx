import EmiratesSection from '../../features/emirates/EmiratesSection';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(EmiratesSection);
