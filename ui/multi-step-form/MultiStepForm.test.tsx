// @vitest-environment jsdom
import { type TObject, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { castValues, DRAFT_PREFIX } from './draft';
import { MultiStepForm, useFieldBinder } from './MultiStepForm';
import { type MultiStepFormOptions, useMultiStepForm } from './useMultiStepForm';
import { validateStep } from './validate';

/** A schema's fields with their checks, here by TypeBox (the lead forms' are written ahead of time). */
const checked = (schema: TObject) => ({
  required: schema.required ?? [],
  checks: Object.fromEntries(
    Object.entries(schema.properties).map(([key, field]) => [
      key,
      (value: unknown) => Value.Check(field, value),
    ]),
  ),
});

// A form of three steps that knows nothing of real estate: the engine is generic.
const Values = Type.Object({
  name: Type.String({ maxLength: 50 }),
  tags: Type.Array(Type.String(), { maxItems: 5 }),
  email: Type.String({ maxLength: 50 }),
  city: Type.String({ maxLength: 50 }),
});
const VALUE_CHECKS = checked(Values).checks;
type Values = { name: string; tags: string[]; email: string; city: string };
const EMPTY: Values = { name: '', tags: [], email: '', city: '' };
const STEPS = [
  { id: 'who', ...checked(Type.Object({ name: Type.String({ pattern: '\\S' }) })) },
  { id: 'how', ...checked(Type.Object({ email: Type.String({ pattern: '^\\S+@\\S+\\.\\S+$' }) })) },
  { id: 'where', ...checked(Type.Object({ city: Type.String({ pattern: '\\S' }) })) },
];
const TITLES: Record<string, string> = { who: 'Qui', how: 'Comment', where: 'Où' };

/** `fresh`: new `checks` and `empty` objects at every render, as a careless caller would pass. */
function TestForm(props: Partial<MultiStepFormOptions<Values>> & { ready?: boolean; fresh?: boolean }) {
  const form = useMultiStepForm<Values>({
    storageKey: 'test',
    checks: VALUE_CHECKS,
    empty: EMPTY,
    steps: STEPS,
    canSubmit: (v) => v.city.trim() !== '',
    submit: async () => {},
    ...props,
    ...(props.fresh ? { checks: { ...VALUE_CHECKS }, empty: { ...EMPTY } } : {}),
  });
  const bind = useFieldBinder(form, 't');
  const input = (field: 'name' | 'email' | 'city', label: string) => {
    const { error, ...rest } = bind(field);
    return (
      <div>
        <label htmlFor={rest.id}>{label}</label>
        <input
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${rest.id}-e` : undefined}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
        />
        {error && <p id={`${rest.id}-e`}>{error}</p>}
      </div>
    );
  };
  return (
    <MultiStepForm
      form={form}
      ident="t"
      stepTitle={(id) => TITLES[id] ?? id}
      describeError={(field, kind) => `${field} ${kind}`}
      startLabel="Débuter"
      ready={props.ready ?? true}
      waiting={<p>Chargement</p>}
      submitHint="Indiquez la ville"
    >
      {form.stepId === 'who' && input('name', 'Nom')}
      {form.stepId === 'how' && input('email', 'Courriel')}
      {form.stepId === 'where' && input('city', 'Ville')}
    </MultiStepForm>
  );
}

const draft = () => JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}test`) ?? 'null');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

beforeEach(() => sessionStorage.clear());

describe('validateStep', () => {
  it('flags empty fields as required, refused values as invalid, in the schema’s order', () => {
    const schema = checked(
      Type.Object({
        tags: Type.Array(Type.String(), { minItems: 1 }),
        email: Type.String({ pattern: '^\\S+@\\S+\\.\\S+$' }),
        name: Type.String({ pattern: '\\S' }),
      }),
    );
    expect(validateStep(schema, { name: ' ', email: 'x@y', tags: [] })).toEqual({
      tags: 'required',
      email: 'invalid',
      name: 'required',
    });
    expect(Object.keys(validateStep(schema, { name: '', email: '', tags: [] }))).toEqual([
      'tags',
      'email',
      'name',
    ]);
    expect(validateStep(schema, { name: 'A', email: 'x@y.ca', tags: ['1'] })).toEqual({});
  });

  it('lets an optional field be left out, and still refuses it given out of format', () => {
    const schema = checked(
      Type.Object({
        name: Type.String({ pattern: '\\S' }),
        phone: Type.Optional(Type.String({ pattern: '^\\d{3}$' })),
      }),
    );
    expect(validateStep(schema, { name: 'A' })).toEqual({});
    expect(validateStep(schema, { name: 'A', phone: '12' })).toEqual({ phone: 'invalid' });
    expect(validateStep(schema, { phone: '123' })).toEqual({ name: 'required' });
  });

  it('names a field its form gave no check for, rather than letting it through', () => {
    const { checks } = checked(Type.Object({ name: Type.String() }));
    expect(() => castValues(checks, { name: '', city: '' }, { city: 'Laval' })).toThrow(
      'no check for the field city',
    );
  });
});

describe('MultiStepForm', () => {
  it('starts on an intro whose start button waits until the form is ready', async () => {
    const { rerender } = renderWithProviders(<TestForm ready={false} />);
    expect(screen.getByRole('button', { name: 'Débuter' })).toBeDisabled();
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    rerender(<TestForm ready />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Débuter' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Débuter' }));
    const heading = screen.getByRole('heading', { name: 'Qui' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Étape 1 sur 3')).toHaveAttribute('value', '1');
    expect(screen.queryByRole('button', { name: 'Précédent' })).toBeNull();
  });

  it('advances only without errors; errors go to a focused, closable list and under the field', async () => {
    renderWithProviders(<TestForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Débuter' }));
    await next();
    const list = screen.getByRole('region', { name: 'Un problème est survenu' });
    expect(list).toHaveFocus();
    expect(within(list).getByRole('link', { name: 'name required' })).toHaveAttribute('href', '#t-name');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Requis');
    expect(screen.getByRole('heading', { name: 'Qui' })).toBeInTheDocument();
    // Errors follow what the visitor fixes.
    await userEvent.type(screen.getByLabelText('Nom'), 'Léa');
    expect(screen.getByLabelText('Nom')).not.toHaveAttribute('aria-invalid');
    await next();
    expect(screen.getByRole('heading', { name: 'Comment' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Courriel'), 'lea@example');
    await next();
    expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription('Format invalide');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la liste des erreurs' }));
    expect(screen.queryByRole('region', { name: 'Un problème est survenu' })).toBeNull();
    expect(screen.getByLabelText('Courriel')).toHaveFocus();
  });

  it('goes back with Previous, clearing the errors', async () => {
    renderWithProviders(<TestForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Débuter' }));
    await userEvent.type(screen.getByLabelText('Nom'), 'Léa');
    await next();
    await next();
    expect(screen.getByRole('region', { name: 'Un problème est survenu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByRole('heading', { name: 'Qui' })).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveValue('Léa');
    await next();
    expect(screen.queryByRole('region', { name: 'Un problème est survenu' })).toBeNull();
    expect(screen.getByLabelText('Courriel')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the step and every value in session storage and restores them', async () => {
    const first = renderWithProviders(<TestForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Débuter' }));
    await userEvent.type(screen.getByLabelText('Nom'), 'Léa');
    await next();
    await userEvent.type(screen.getByLabelText('Courriel'), 'lea@');
    expect(draft()).toMatchObject({ step: 2, values: { name: 'Léa', email: 'lea@' } });
    first.unmount();
    renderWithProviders(<TestForm />);
    expect(await screen.findByLabelText('Courriel')).toHaveValue('lea@');
    expect(screen.getByLabelText('Étape 2 sur 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('Léa');
  });

  it('restores the draft once, even when its caller passes new checks at every render', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}test`,
      JSON.stringify({ version: 1, step: 1, values: { name: 'Léa' } }),
    );
    const prefill = vi.fn((values: Values) => values);
    renderWithProviders(<TestForm fresh prefill={prefill} />);
    const name = await screen.findByLabelText('Nom');
    await userEvent.clear(name);
    await userEvent.type(name, 'Zoé');
    await next();
    await userEvent.type(screen.getByLabelText('Courriel'), 'zoe@');
    expect(screen.getByLabelText('Courriel')).toHaveValue('zoe@');
    expect(draft()).toMatchObject({ step: 2, values: { name: 'Zoé', email: 'zoe@' } });
    expect(prefill).toHaveBeenCalledTimes(1);
  });

  it('drops malformed stored fields and keeps the others', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}test`,
      JSON.stringify({ version: 1, step: 99, values: { name: 'Léa', email: 42, tags: 'x', city: 'Laval' } }),
    );
    renderWithProviders(<TestForm />);
    expect(await screen.findByLabelText('Ville')).toHaveValue('Laval');
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByLabelText('Courriel')).toHaveValue('');
  });

  it('leaves no draft before the visitor starts, and prefills a fresh form', async () => {
    const prefill = vi.fn((values: Values, fromDraft: boolean) =>
      fromDraft ? values : { ...values, name: 'Prérempli' },
    );
    renderWithProviders(<TestForm prefill={prefill} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Débuter' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('Prérempli');
    expect(prefill).toHaveBeenCalledWith(EMPTY, false);
  });

  it('submits once the last step allows it, locks while posting, stays locked after success', async () => {
    let release: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    sessionStorage.setItem(
      `${DRAFT_PREFIX}test`,
      JSON.stringify({
        version: 1,
        step: 3,
        values: { name: 'Léa', tags: [], email: 'lea@example.com', city: '' },
      }),
    );
    renderWithProviders(<TestForm submit={submit} />);
    const send = await screen.findByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Indiquez la ville');
    await userEvent.type(screen.getByLabelText('Ville'), 'Laval');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(submit).toHaveBeenCalledWith({ name: 'Léa', tags: [], email: 'lea@example.com', city: 'Laval' });
    expect(screen.getByLabelText('Ville')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await act(async () => release());
    const done = screen.getByRole('status');
    expect(done).toHaveTextContent('Demande envoyée');
    expect(done).toHaveFocus();
    expect(screen.getByLabelText('Ville')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(draft()).toBeNull();
  });

  it('on failure lists submit-error and the backend’s field errors, unlocks, keeps everything', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    sessionStorage.setItem(
      `${DRAFT_PREFIX}test`,
      JSON.stringify({
        version: 1,
        step: 3,
        values: { name: 'Léa', tags: [], email: 'lea@example.com', city: 'Laval' },
      }),
    );
    renderWithProviders(<TestForm submit={submit} serverErrors={() => ({ email: 'invalid' })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    const list = await screen.findByRole('region', { name: 'Un problème est survenu' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(list).toHaveTextContent('La demande n’a pas pu être envoyée');
    expect(list).toHaveTextContent(
      'Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer plus tard.',
    );
    expect(screen.getByLabelText('Ville')).toBeEnabled();
    expect(draft()).toMatchObject({ step: 3, values: { city: 'Laval' } });
    // The backend's error on another step takes the visitor there.
    await userEvent.click(within(list).getByRole('link', { name: 'email invalid' }));
    expect(screen.getByLabelText('Courriel')).toHaveFocus();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Demande envoyée');
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('checks every step before submitting a restored draft', async () => {
    const submit = vi.fn();
    sessionStorage.setItem(
      `${DRAFT_PREFIX}test`,
      JSON.stringify({
        version: 1,
        step: 3,
        values: { name: '', tags: [], email: 'lea@example.com', city: 'Laval' },
      }),
    );
    renderWithProviders(<TestForm submit={submit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('heading', { name: 'Qui' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('speaks English with the English catalog', async () => {
    renderWithProviders(<TestForm />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Débuter' }));
    expect(screen.getByLabelText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Required');
  });
});
