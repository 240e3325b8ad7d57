import { describe, expect, it } from 'vitest';
import { busyPage } from './busy-page';

describe('the busy page', () => {
  it('is in English for an English page', () => {
    const page = busyPage('/?purpose=Rent&beds=2');
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<h1>Please wait a moment</h1>');
    expect(page).toContain('<a href="/about">About Us</a>');
    expect(page).toMatch(/<form method="get" action="\/"/);
    expect(page).toContain('<input type="hidden" name="beds" value="2">');
  });

  it('is in Arabic, right to left, with links to the Arabic pages, for an /ar page', () => {
    const page = busyPage('/ar?purpose=Rent&beds=2');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>يُرجى الانتظار لحظة</h1>');
    expect(page).toContain('<a href="/ar/about">من نحن</a>');
    expect(page).toContain('<a href="/ar?purpose=Rent&amp;beds=2">حاول مرة أخرى</a>');
    // The search it holds is the Arabic home page's.
    expect(page).toMatch(/<form method="get" action="\/ar"/);
    expect(page).toContain('<input type="hidden" name="beds" value="2">');
  });
});
