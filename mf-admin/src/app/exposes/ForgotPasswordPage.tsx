import ForgotPasswordPage from '../../features/auth/ForgotPasswordPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(ForgotPasswordPage);
