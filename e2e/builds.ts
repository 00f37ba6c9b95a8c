// `npm -w @academy/e2e run builds`: every build the browser journeys use, made before they run —
// the shell and the remotes at HEAD, the next version of the tools remote (slice release journey)
// and the previous release's front ends (version skew). Each is kept and made again only when its
// sources change, so `npm test` runs this beside the unit suites and the journeys find them made.
import { ensureFrontEndBuilds, findPreviousRelease, previousReleaseBuilds } from '@academy/runner';
import { nextToolsVersion } from './support/next-tools-build.ts';

const started = Date.now();
const log = (line: string) => console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${line}`);

const built = await ensureFrontEndBuilds({ log });
log(built.length ? `built ${built.join(', ')}` : 'the shell and the remotes are up to date');
log(`the next tools version: ${await nextToolsVersion(log)}`);
const found = await findPreviousRelease();
if (found.found) {
  const builds = await previousReleaseBuilds(found.release, log);
  log(`release ${found.release.name} (${found.release.commit.slice(0, 7)}): ${builds.shell.replace(/\/shell$/, '')}`);
} else {
  // The version skew journeys fail with this reason; every other journey can still run.
  log(`no previous release to build: ${found.reason}`);
}
