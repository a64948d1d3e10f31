export { preloadToastItem, ToastLayer } from './ToastLayer';
