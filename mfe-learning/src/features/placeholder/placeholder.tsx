// The learner's parts stand in as the ui kit's placeholder while their data is on its way, and a
// prerendered form stays one until the app is there.
export { Placeholder, UntilInteractive } from '@academy/ui/placeholder';
