// Module Federation needs an asynchronous boundary before the shared modules are used.
void import('./bootstrap.tsx');
