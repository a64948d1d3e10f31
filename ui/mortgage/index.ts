export * from './down-payment';
export * from './payment';
