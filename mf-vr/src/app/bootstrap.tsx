/** Standalone development harness. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@manzil/ui/tokens.css';
import VrPage from './exposes/VrPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <VrPage />
    </BrowserRouter>
  </StrictMode>,
);
