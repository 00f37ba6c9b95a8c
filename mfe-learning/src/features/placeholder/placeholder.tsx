// The learner's parts stand in as the ui kit's placeholder while their data is on its way.
export { Placeholder } from '@academy/ui/placeholder';
