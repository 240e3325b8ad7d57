/** Renders a screen inside a memory router and shows where navigation went (path and state message). */
import { render } from '@manzil/api-client/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Landing({ name }: { name: string }) {
  const location = useLocation();
  const state = location.state as { message?: string } | null;
  return (
    <div>
      <p>Landed on {name}</p>
      {state?.message && <p>Message: {state.message}</p>}
    </div>
  );
}

/** `path` is where the test starts, `route` the pattern the screen is mounted at. */
export function renderAt(path: string, route: string, element: ReactElement) {
  const landings = ['/login', '/admin/dashboard'].filter((p) => p !== route);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
        {landings.map((p) => (
          <Route key={p} path={p} element={<Landing name={p} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}
