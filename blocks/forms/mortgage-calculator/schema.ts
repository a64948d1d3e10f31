import { Type } from '@sinclair/typebox';
import { label, StringEnum } from '../../../engine/schemas';
// Direct imports: the block's schema is in every page's bundle (the registry), its component is not.
import { MONEY_MAX } from '../../../ui/constants';
import { DOWN_PAYMENT_RULE_IDS } from '../../../ui/mortgage/rule-ids';
import { blockParams, closedObject, namedColorScheme } from '../../shared/schema-parts';
import { formHeadFields } from '../shared/lead-schema';

/** `in_force`: the rule in force today; otherwise a dated rule of ui/mortgage/down-payment.ts. */
export const DOWN_PAYMENT_RULE_CHOICES = ['in_force', ...DOWN_PAYMENT_RULE_IDS] as const;

export const mortgageCalculatorFields = closedObject(formHeadFields);

export const mortgageCalculatorParams = blockParams({
  ...namedColorScheme,
  down_payment_rule: Type.Optional(
    StringEnum(DOWN_PAYMENT_RULE_CHOICES, {
      default: 'in_force',
      ...label('Règle de mise de fonds minimale', 'Minimum down payment rule', {
        fr: 'Règle en vigueur : celle d’aujourd’hui (depuis le 15 décembre 2024 : plafond de 1 500 000 $). Règle du 15 février 2016 : la règle antérieure (plafond de 1 000 000 $).',
        en: 'Rule in force: today’s (since 15 December 2024: $1,500,000 cap). Rule of 15 February 2016: the previous rule ($1,000,000 cap).',
      }),
    }),
  ),
  include_default_insurance: Type.Optional(
    Type.Boolean({
      default: true,
      ...label('Assurance prêt hypothécaire', 'Mortgage default insurance', {
        fr: 'Activée : sous 20 % de mise de fonds, la prime (barème daté) s’ajoute au prêt et le paiement porte sur le prêt assuré. Désactivée : les chiffres sans assurance, comme avant.',
        en: 'On: under 20% down, the premium (dated table) is added to the loan and the payment is on the insured loan. Off: the figures without insurance, as before.',
      }),
    }),
  ),
  default_price: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MONEY_MAX,
      ...label('Prix proposé au départ ($)', 'Starting price ($)', {
        fr: 'La mise de fonds proposée est alors le minimum pour ce prix.',
        en: 'The starting down payment is then the minimum for that price.',
      }),
    }),
  ),
});
