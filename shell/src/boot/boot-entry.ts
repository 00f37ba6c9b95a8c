// The boot script's entry, built on its own (scripts/prerender.ts) into a small classic script.
import { boot } from './boot.ts';

const appScripts = JSON.parse(document.currentScript?.getAttribute('data-app-scripts') ?? '[]') as string[];
const handoff = {};
window.__academyBoot = handoff;
boot({ appScripts, document, location: window.location, fetch: window.fetch.bind(window), handoff });
