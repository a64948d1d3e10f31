/**
 * The ids of the dated minimum down payment rules (down-payment.ts), on their own so that a block's
 * schema can name them without bringing the rules' text into every page.
 */
export const DOWN_PAYMENT_RULE_IDS = ['ca-2024-12-15', 'ca-2016-02-15'] as const;
export type DownPaymentRuleId = (typeof DOWN_PAYMENT_RULE_IDS)[number];
