import LoginPage from '../../features/auth/LoginPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(LoginPage);
