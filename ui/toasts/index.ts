export { ToastLayer } from './ToastLayer';
