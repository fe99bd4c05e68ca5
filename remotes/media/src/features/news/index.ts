// What other features may use of this one (lint: features import each other only through here).
export { listPosts } from './api/news-api.ts';
export { NewsPostCard } from './components/news-page.tsx';
