export { CalculatorFrame, Figure, HowItWasComputed } from './calculator-frame.tsx';
export type { CalculatorFrameProps } from './calculator-frame.tsx';
export { MissingInputs, NumberField, SelectField, TextField } from './fields.tsx';
export { SHOW_RESULT_PARAM, useUrlForm } from './use-url-form.ts';
export type { UrlForm } from './use-url-form.ts';
