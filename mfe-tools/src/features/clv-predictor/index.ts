export { ClvPredictorPage } from './clv-predictor-page.tsx';
