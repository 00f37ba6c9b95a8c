// What the build renders in Node (scripts/prerender.ts bundles this file).
export { renderLandingMarkup } from './render-landing.tsx';
export { PAGE_SLOT_MARKUP, renderRouteFrameMarkup, renderShellPageMarkup } from './render-route-frame.tsx';
