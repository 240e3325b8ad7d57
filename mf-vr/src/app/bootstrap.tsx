/** Standalone development harness. */
import { renderStandalone } from '@manzil/ui/standalone';
import VrPage from './exposes/VrPage';

renderStandalone(<VrPage />);
