// The build's server-side bundle (webpack.config.ts, target node): what the prerender step needs from the
// app, compiled with the same loaders, definitions and asset names as the browser's bundle.
export { renderAppHtml, renderPageHead } from './renderPage';
export { prerenderedPages } from './prerenderedPages';
