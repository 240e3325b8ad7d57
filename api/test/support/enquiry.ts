/** A buyer's enquiry about a listing, as the property page's form sends it to POST /api/enquiries. */
export const propertyEnquiry = {
  kind: 'property-inquiry',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971 50 123 4567',
  message: "I'm interested in Opera Grand. Please contact me with more information.",
  about: { type: 'property', ref: 'opera-grand', name: 'Opera Grand' },
} as const;
