/**
 * Stands in for shell/src/server/remotes.ts in the monolith build (see ../rsbuild.config.ts): that
 * module registers a plugin with the federation runtime as it loads, and there is no federation
 * here. renderPage.tsx takes only the default slot loader from it, which the monolith replaces
 * (./index.ts).
 */
import type { CreateSlots } from '../../../shell/src/server/renderPage';

export const createServerSlots: CreateSlots = () => {
  throw new Error('the monolith loads no remote through federation');
};
