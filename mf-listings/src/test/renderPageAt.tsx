import type { ReactElement } from 'react';
import { render } from '@manzil/api-client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a page at an address matched by its route pattern, so it reads its params (and the state
 * a link handed it) as in the app. */
export function renderPageAt(
  entry: string | { pathname: string; state: unknown },
  pattern: string,
  page: ReactElement,
) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
