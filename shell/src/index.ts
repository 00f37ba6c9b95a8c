// The start-up packages are shared eagerly (build-config startupPackages), so the app starts in
// the page's own scripts, with no asynchronous boundary before it: nothing is discovered late.
import './bootstrap.tsx';
