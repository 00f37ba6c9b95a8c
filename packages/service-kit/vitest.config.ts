import { serviceTestConfig } from '@academy/test-kit/vitest';

export default serviceTestConfig();
