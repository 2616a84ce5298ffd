// Which Node runs the project's commands: the version check and where a current Node comes from when the
// machine's own is too old. Pure functions, Node built-ins only (this runs before anything is installed).

/** "v24.1.0" or "24.1.0" → [24, 1, 0]; null when it is not a version. */
export function parseVersion(text) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Does `version` satisfy `range`? The ranges package.json's `engines.node` uses: alternatives joined by
 * `||`, each `>=x.y.z`, `^x.y.z` (same major, not lower) or an exact `x.y.z`. Anything else throws, so a
 * range this check cannot read is caught by its unit test rather than silently passed.
 */
export function satisfies(version, range) {
  const v = parseVersion(version);
  if (v === null) throw new Error(`not a Node version: ${version}`);
  return range.split('||').some((part) => {
    const alt = part.trim();
    const m = /^(>=|\^)?\s*(\d+\.\d+\.\d+)$/.exec(alt);
    if (m === null) throw new Error(`engines.node: cannot read the range "${alt}"`);
    const floor = parseVersion(m[2]);
    if (m[1] === '>=') return compare(v, floor) >= 0;
    if (m[1] === '^') return v[0] === floor[0] && compare(v, floor) >= 0;
    return compare(v, floor) === 0;
  });
}

/** The npm registry's package that ships the Node binary for this platform, and the binary's path in it. */
export function nodePackage(platform, arch) {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform];
  const cpu = { x64: 'x64', arm64: 'arm64' }[arch];
  if (os === undefined || cpu === undefined) return null;
  return { name: `node-${os}-${cpu}`, bin: platform === 'win32' ? 'bin/node.exe' : 'bin/node' };
}
