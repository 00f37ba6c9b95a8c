import { LoadingState } from '@academy/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShell } from './app/create-shell.ts';
import { ShellApp } from './app/shell-app.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { createRemoteAppLoader } from './remotes/remote-app-loader.ts';
import { createFederationImporter, registerRuntimeRemotes } from './remotes/federation-importer.ts';
import './styles.css';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  root.render(<LoadingState label="Loading AI Business Academy..." className="min-h-dvh" />);

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    root.render(<ConfigErrorPage reason={error instanceof Error ? error.message : String(error)} />);
    return;
  }

  registerRuntimeRemotes(config);
  const shell = createShell({
    config,
    remoteLoader: createRemoteAppLoader(createFederationImporter(config)),
    redirect: (url) => window.location.assign(url),
  });
  root.render(
    <StrictMode>
      <ShellApp shell={shell} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
