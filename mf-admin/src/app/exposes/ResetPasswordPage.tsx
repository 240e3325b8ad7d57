import ResetPasswordPage from '../../features/auth/ResetPasswordPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(ResetPasswordPage);
