export * from './amortization';
export * from './down-payment';
export * from './in-force';
export * from './insurance';
export * from './payment';
export * from './schedule';
