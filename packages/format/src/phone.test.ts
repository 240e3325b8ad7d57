import { formatPhone, telHref, whatsAppHref } from './phone';

describe('phone numbers', () => {
  it('groups a UAE mobile number for reading', () => {
    expect(formatPhone('971501234567')).toBe('+971 50 123 4567');
    expect(formatPhone('+971 50-123-4567')).toBe('+971 50 123 4567');
  });

  it('writes other numbers as + and digits, and nothing for no digits', () => {
    expect(formatPhone('447700900123')).toBe('+447700900123');
    expect(formatPhone('call us')).toBe('');
  });

  it('builds tel: and WhatsApp links from the digits only', () => {
    expect(telHref('+971 50 123 4567')).toBe('tel:+971501234567');
    expect(whatsAppHref('+971 50 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsAppHref('971501234567', 'Hi & bye?')).toBe(
      'https://wa.me/971501234567?text=Hi%20%26%20bye%3F',
    );
  });
});
