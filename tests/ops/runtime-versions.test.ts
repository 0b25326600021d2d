// One Node for what ships and what is tested (issue 54): the Docker image's major is the one CI installs
// for the suite (.ci/install-node), `engines` names it beside the quick start's Node 20, the README says
// which release is tested, and under .ci/run this very file runs on that release.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pinned = /^version=(\d+)\.(\d+)\.(\d+)$/m.exec(readFileSync('.ci/install-node', 'utf8'));
const version = pinned ? `${pinned[1]}.${pinned[2]}.${pinned[3]}` : '';
const major = pinned?.[1] ?? '';

describe("the suite's Node", () => {
  it('is one pinned release, the major the Docker image ships', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const from = /^FROM node:(\d+)[-.:\w]*$/m.exec(readFileSync('Dockerfile', 'utf8'));
    expect(from?.[1]).toBe(major);
  });

  it('is named in engines beside the quick start’s Node 20, and in the README', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`^20.19.0 || >=${major}.0.0`);
    expect(readFileSync('README.md', 'utf8')).toContain(`(${version})`);
  });

  // .ci/run says which Node it put first on PATH; vitest's workers must be running on it.
  it.runIf(process.env.CI_SUITE_NODE)('runs this file under .ci/run', () => {
    expect(process.env.CI_SUITE_NODE).toBe(`v${version}`);
    expect(process.version).toBe(`v${version}`);
  });
});
