// The front ends' shared UI test setup: jest-dom matchers, cleanup, restored mocks and globals,
// and any console.error fails the test.
import '@academy/web-kit/testing/setup';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for what they look for up to 15 s (the default is 1 s): a whole page
// rendering on a busy machine takes longer than that, and they still end as soon as it is there.
configure({ asyncUtilTimeout: 15_000 });
