/** Standalone development harness: the remote's own pages with a router, as the shell would place them. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@manzil/ui/tokens.css';
import EmiratesSection from './exposes/EmiratesSection';
import CityPage from './exposes/CityPage';
import AreaPage from './exposes/AreaPage';
import SobhaPage from './exposes/SobhaPage';
import PropertyPage from './exposes/PropertyPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<EmiratesSection />} />
        <Route path="/dubai/sobha" element={<SobhaPage />} />
        <Route path="/property/:propertySlug" element={<PropertyPage />} />
        <Route path="/:cityName" element={<CityPage />} />
        <Route path="/:cityName/:areaName" element={<AreaPage />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
