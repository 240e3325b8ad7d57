/** Standalone development harness. */
import { renderStandalone } from '@manzil/ui/standalone';
import SearchPanel from './exposes/SearchPanel';

renderStandalone(<SearchPanel />);
