export { RoiCalculatorPage } from './roi-calculator-page.tsx';
