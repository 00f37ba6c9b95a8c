export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.tsx';
