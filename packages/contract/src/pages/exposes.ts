/**
 * What a remote exposes to the federation: a module per page it renders (the page table names it),
 * and the sections other pages place (listed by the remote's rsbuild.config.ts). A module named `X`
 * is the file `src/app/exposes/X.tsx` of its app.
 */
import { PAGE_IDS, PAGES } from './pages';

/** The file of an exposed module, relative to its app's folder. */
export const exposedModuleFile = (module: string): string => `./src/app/exposes/${module}.tsx`;

/** The modules of the pages an app renders, once each, in the table order. */
export function pageModules(app: string): string[] {
  return [...new Set(PAGE_IDS.filter((id) => PAGES[id].app === app).map((id) => PAGES[id].module))];
}

/** A remote's `exposes` map: its pages' modules, then the sections it names. */
export function remoteExposes(app: string, sections: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    [...pageModules(app), ...sections].map((module) => [`./${module}`, exposedModuleFile(module)]),
  );
}
