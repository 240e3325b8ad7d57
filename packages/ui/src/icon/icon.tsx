/** Small inline line icons (24-unit grid, stroked in the text colour). Decorative: the text beside
 * an icon carries the meaning, so every icon is aria-hidden. */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon component drawing `shape`, `size` px square unless width/height are given. */
export const icon = (shape: ReactNode, defaultSize = 24) =>
  function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shape}
      </svg>
    );
  };
