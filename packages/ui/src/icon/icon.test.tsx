import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { icon } from './icon';

const Dot = icon(<circle cx="12" cy="12" r="2" />, 20);

describe('icon', () => {
  it('draws its shape in a hidden, unfocusable square of the default size', () => {
    const { container } = render(<Dot />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['20', '20']);
    expect(svg.querySelector('circle')?.getAttribute('r')).toBe('2');
  });

  it('takes a size, or width and height, and a class', () => {
    const { container } = render(
      <>
        <Dot size={26} />
        <Dot width={28} height={30} className="x" />
      </>,
    );
    const [sized, explicit] = Array.from(container.querySelectorAll('svg'));
    expect(sized!.getAttribute('width')).toBe('26');
    expect([explicit!.getAttribute('width'), explicit!.getAttribute('height')]).toEqual(['28', '30']);
    expect(explicit!.getAttribute('class')).toBe('x');
  });
});
