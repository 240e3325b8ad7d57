import { useMessages } from '@manzil/i18n';
import { CurrencyRatesSection } from '../../features/currency-rates/CurrencyRatesSection';
import { rateMessages } from '../../features/currency-rates/messages';
import { BackOfficePage } from '../../features/dashboard/BackOfficePage';
import { withQueryClient } from '../queryRoot';

function AdminCurrencyRatesPage() {
  const t = useMessages(rateMessages);
  return (
    <BackOfficePage title={t('title')} managersOnly>
      {() => <CurrencyRatesSection />}
    </BackOfficePage>
  );
}

export default withQueryClient(AdminCurrencyRatesPage);
