import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroSlideshow, slideSources } from './HeroSlideshow';

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
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(8);
    expect(images[7]).toHaveAttribute('src', '/images/slides/slide-8.jpg');
    expect(images[0]).toHaveAttribute('width', '1920');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(pressed()).toBe(1);
    await act(async () => vi.advanceTimersByTime(4999));
    expect(pressed()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(pressed()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 8' }));
    expect(pressed()).toBe(8);
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
