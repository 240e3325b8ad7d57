/**
 * Preload hints for the remote a page is built from. Without them the browser discovers the
 * remote's files one after another (the shell's JavaScript, then /remotes.json, the manifest, the
 * remote entry, the exposed module's chunks); with them those downloads start with the HTML.
 * Only for remotes served from this server's own dist folders: an overridden remote (another
 * origin, another version) is left to the runtime, which knows its files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config, RemoteName } from '../config';

export interface RemoteModule {
  remote: RemoteName;
  /** Exposed module name, e.g. 'CityPage'. */
  module: string;
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
}

interface CachedManifest {
  mtimeMs: number;
  manifest: Manifest;
}

export function createRemotePreloads(config: Pick<Config, 'appsRoot' | 'remoteOverrides'>) {
  const cache = new Map<RemoteName, CachedManifest>();

  function manifestOf(remote: RemoteName): Manifest | undefined {
    const file = path.join(config.appsRoot, remote, 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs } = fs.statSync(file);
      const hit = cache.get(remote);
      if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      cache.set(remote, { mtimeMs, manifest });
      return manifest;
    } catch {
      return undefined; // not built yet, or being replaced: no hints, the page still works
    }
  }

  /** `<link rel="preload">` tags for the module's manifest, remote entry and chunks. */
  return function preloadTags(target: RemoteModule | undefined): string {
    if (!target || config.remoteOverrides[target.remote]) return '';
    const manifest = manifestOf(target.remote);
    const expose = manifest?.exposes.find((e) => e.name === target.module);
    if (!manifest || !expose) return '';
    const base = `/remotes/${target.remote}/`;
    const entry = path.posix.join(
      manifest.metaData.remoteEntry.path ?? '',
      manifest.metaData.remoteEntry.name,
    );
    const scripts = [entry, ...expose.assets.js.sync].map(
      (file) => `<link rel="preload" as="script" href="${base}${file}" />`,
    );
    const styles = (expose.assets.css?.sync ?? []).map(
      (file) => `<link rel="preload" as="style" href="${base}${file}" />`,
    );
    // The runtime fetches the manifest with fetch() (CORS mode): the hint must match to be used.
    return [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}mf-manifest.json" />`,
      ...scripts,
      ...styles,
    ]
      .map((tag) => `    ${tag}\n`)
      .join('');
  };
}
