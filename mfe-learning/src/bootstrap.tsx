/**
 * Local development only: runs this slice on its own dev server with a minimal stand-in for the
 * shell. The shell never loads this file; it loads `./app` through Module Federation.
 */
import { renderStandalone } from '@academy/web-kit/standalone';
import { app } from './app.ts';

renderStandalone(app);
