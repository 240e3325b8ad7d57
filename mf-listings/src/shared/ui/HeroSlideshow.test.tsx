import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroSlideshow, NEXT_PHOTO_LEAD_MS, slideSources } from './HeroSlideshow';

const renderHero = () =>
  render(
    <HeroSlideshow images={slideSources('/images/slides')} subject="Dubai">
      <h1>Dubai</h1>
    </HeroSlideshow>,
  );
const pressed = () =>
  screen.getAllByRole('button').findIndex((b) => b.getAttribute('aria-pressed') === 'true') + 1;

describe('HeroSlideshow', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 8 sized images, advances every 5000 ms and the dots choose an image', async () => {
    vi.useFakeTimers();
    renderHero();
    const sources = () => screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src'));
    // Only the first photo is fetched up front; the next one NEXT_PHOTO_LEAD_MS before its turn.
    expect(sources()).toEqual(['/images/slides/slide-1.jpg']);
    await act(async () => vi.advanceTimersByTime(5000 - NEXT_PHOTO_LEAD_MS - 1));
    expect(sources()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(sources()).toEqual(['/images/slides/slide-1.jpg', '/images/slides/slide-2.jpg']);
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(8);
    expect(pressed()).toBe(1);
    await act(async () => vi.advanceTimersByTime(NEXT_PHOTO_LEAD_MS - 1));
    expect(pressed()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(pressed()).toBe(2);
    // The first stays (it fades out); the third is not asked for yet.
    expect(sources()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(5000 - NEXT_PHOTO_LEAD_MS));
    expect(sources()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 8' }));
    expect(pressed()).toBe(8);
    expect(sources()).toContain('/images/slides/slide-8.jpg');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(pressed()).toBe(1);
  });

  it('does not advance on its own when reduced motion is requested, but keeps the dots', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    renderHero();
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(pressed()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 4' }));
    expect(pressed()).toBe(4);
  });
});
