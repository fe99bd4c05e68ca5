import { defineReactSection } from '@tjas/federation/define-react-section';
import { ClothingPage } from './features/shop/components/clothing-page.tsx';
import { ShopOverviewPage } from './features/shop/components/shop-overview-page.tsx';
import { tjasSection } from '../package.json';

export default defineReactSection(tjasSection, {
  routes: [
    { path: '', title: 'Webshop', Component: ShopOverviewPage },
    { path: 'fietsschaatskleding', title: 'Fiets- en schaatskleding', Component: ClothingPage },
  ],
  nav: [
    { to: '', label: 'Overzicht' },
    { to: 'fietsschaatskleding', label: 'Fiets- en schaatskleding' },
  ],
});
