export { ConversionAnalyzerPage } from './conversion-analyzer-page.tsx';
