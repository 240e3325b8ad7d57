/** Renders a tree inside a fresh QueryClient, as an app's exposed root would, so no test sees another's cache. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../queryClient';

export function renderWithQueryClient(
  ui: ReactElement,
  options: RenderOptions & { client?: QueryClient } = {},
) {
  const client = options.client ?? createQueryClient('test');
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const Outer = options.wrapper;
    const inner = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return Outer ? <Outer>{inner}</Outer> : inner;
  };
  return { client, ...render(ui, { ...options, wrapper: Wrapper }) };
}
