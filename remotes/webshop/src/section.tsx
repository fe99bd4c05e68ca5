import { sessionStore } from '@tjas/auth';
import { defineSection, SECTION_CONTRACT_VERSION } from '@tjas/federation/section-contract';
import { recordSingletons } from '@tjas/federation/singleton-probe';
import { showToast } from '@tjas/ui';
import { useState } from 'react';
import { ClothingPage } from './features/shop/components/clothing-page.tsx';
import { ShopOverviewPage } from './features/shop/components/shop-overview-page.tsx';
import { tjasSection } from '../package.json';

recordSingletons(tjasSection.name, { react: useState, sessionStore, ui: showToast });

export default defineSection({
  contractVersion: SECTION_CONTRACT_VERSION,
  name: tjasSection.name,
  routes: [
    { path: '', title: 'Webshop', Component: ShopOverviewPage },
    { path: 'fietsschaatskleding', title: 'Fiets- en schaatskleding', Component: ClothingPage },
  ],
  nav: [
    { to: '', label: 'Overzicht' },
    { to: 'fietsschaatskleding', label: 'Fiets- en schaatskleding' },
  ],
});
