/** A site configuration for component tests (the values a server would answer with). */
import type { SiteConfig } from '@manzil/contract';

export const TEST_SITE_CONFIG: SiteConfig = {
  brandName: 'Manzil',
  agencyPhone: '971501112233',
  agencyEmail: 'team@manzil.test',
  officeAddress: 'Office 1204, Boulevard Plaza Tower 1, Downtown Dubai',
  officeAddressAr: 'مكتب 1204، برج بوليفارد بلازا 1، وسط مدينة دبي',
  mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  mapAttribution: '© Tiles',
  licenceNumber: '',
  permitCheckUrl: 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig={permit}',
};
