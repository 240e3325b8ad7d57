import { CurrencyRatesPage } from '../../features/currency-rates/CurrencyRatesPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(CurrencyRatesPage);
