// Test helpers for the front ends (vitest + Testing Library). Never imported by production code.
export { failure, pending, stubFetch } from './fetch-stub.ts';
export type { StubAnswer, StubReply, StubbedCall } from './fetch-stub.ts';
export { pagesOf, routesConflictingWithOwnership } from './remote-descriptor.ts';
export { fakePlatform, learner, renderPage, signedIn, signedOut } from './render-page.tsx';
export type { RenderPageOptions } from './render-page.tsx';
export { renderPageHook } from './render-hook.tsx';
export { drawnAsFarAs, firstViews, markupHolder, outline, visibleText } from './first-view.tsx';
