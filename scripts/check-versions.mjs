// Lint step: every dependency has one version across the repository (root and every workspace), pinned
// exactly, so `npm ci` installs one copy and a shared federation singleton has one version to declare.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/** `packages/*` or `shell` → the package.json files it names (Node 20 has no fs.globSync). */
const expand = (pattern) =>
  (pattern.endsWith('/*')
    ? readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
    : [pattern]
  )
    .map((dir) => `${dir}/package.json`)
    .filter((file) => existsSync(path.join(ROOT, file)));

const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const manifests = ['package.json', ...root.workspaces.flatMap(expand)];
const seen = new Map();
const problems = [];
for (const file of manifests) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, version] of Object.entries(pkg[field] ?? {})) {
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
        problems.push(`${file}: ${name}@${version} is not an exact version`);
      const uses = seen.get(name) ?? [];
      uses.push({ file, version });
      seen.set(name, uses);
    }
  }
}
for (const [name, uses] of seen) {
  const versions = new Set(uses.map((u) => u.version));
  if (versions.size > 1)
    problems.push(
      `${name} has ${versions.size} versions: ${uses.map((u) => `${u.version} in ${u.file}`).join(', ')}`,
    );
}
if (problems.length) {
  console.error(`✖ dependency versions:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ ${seen.size} dependencies, one exact version each, across ${manifests.length} package.json files`,
);
