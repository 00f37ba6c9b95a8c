// The front ends' shared UI test setup: jest-dom matchers, cleanup, restored mocks and globals,
// and any console.error fails the test.
import '@academy/web-kit/testing/setup';
