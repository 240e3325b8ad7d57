/**
 * One way to show a form's errors, on the public forms a visitor sends: the spec's
 * words beside each field (aria-describedby), one in-page alert for the form, and never the browser's
 * validation bubble. Without JavaScript the same forms post as plain HTML forms and the server answers
 * with the same messages beside the fields.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const HOME = 'boulevard-crest-residence-2br';
const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Property inquiry' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

/** Sends of a visitor's enquiry that left the page (POSTs to the API or to the page itself). */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && (r.url().includes('/api/enquiries') || r.resourceType() === 'document'))
      posts++;
  });
  return () => posts;
}

/** No field is left to the browser's own checks: none matches :invalid, none is `required`. */
async function expectNoBrowserChecks(form: Locator) {
  await expect(form).toHaveAttribute('novalidate', '');
  await expect(form.locator(':invalid')).toHaveCount(0);
  await expect(form.locator('[required]')).toHaveCount(0);
}

test.describe('in the browser, once the app has started', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the property inquiry says each problem beside its field and in one alert, and sends nothing', async ({
    page,
  }) => {
    const posts = countPosts(page);
    const bubbles: string[] = [];
    page.on('dialog', (d) => {
      bubbles.push(d.message());
      void d.accept();
    });
    await page.goto(`/property/${HOME}`);
    const form = inquiryForm(page);
    await expectNoBrowserChecks(form);
    await form.getByLabel('Email').fill('omar@example');
    await form.getByLabel('Message').fill('');
    const submit = form.getByRole('button', { name: 'Send Inquiry' });
    // On a phone the contact bar stays at the foot of the screen: the button is not under it.
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe('Send Inquiry');
    await submit.click();

    await expect(form.getByRole('alert')).toHaveText(
      'Please check Name, Email, Phone and Message, then send again.',
    );
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
    // The browser did not stop the submit (no bubble, nothing :invalid): the form did, and sent nothing.
    await expect(form.locator(':invalid')).toHaveCount(0);
    expect(bubbles).toEqual([]);
    expect(posts()).toBe(0);

    await form.getByLabel('Name').fill('Omar Said');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  });

  test('the contact form says the same way what to fix', async ({ page }) => {
    const posts = countPosts(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await expectNoBrowserChecks(form);
    await form.getByLabel('Full name').fill('Aisha Khan');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please check Email, Phone number and Message, then send again.')).toHaveRole(
      'alert',
    );
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(posts()).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the property inquiry posts as a plain form and comes back with the messages beside the fields', async ({
    page,
  }) => {
    await page.goto(`/property/${HOME}`);
    const form = inquiryForm(page);
    // The server's form is the same: no browser checks, so the post reaches the server, which checks it.
    await expectNoBrowserChecks(form);
    await form.getByLabel('Name').fill('Kept Name');
    await form.getByLabel('Email').fill('not-an-email');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    expect((await answered).status()).toBe(400);
    const answer = inquiryForm(page);
    await expect(answer.getByRole('alert')).toHaveText('Please check Email and Phone, then send again.');
    await expect(answer.getByLabel('Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(answer.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(answer.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required');
    await expect(answer.getByLabel('Name')).toHaveValue('Kept Name');
    await expect(answer.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  });
});
