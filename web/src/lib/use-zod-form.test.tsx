import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const schema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  city: z.string().trim().min(1, 'City is required'),
});
type Values = z.input<typeof schema>;

const NameAndCity = ({ onValid }: { onValid: (v: z.output<typeof schema>) => void }) => {
  const { field, formState, submitParsed } = useZodForm<Values, z.output<typeof schema>>(schema, {
    defaultValues: { name: '', city: '' },
  });
  return (
    <form aria-label="Place" onSubmit={submitParsed(onValid)} noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" {...field('name', { alsoClears: ['root'] })} />
      <p>{field('name').error}</p>
      <label htmlFor="city">City</label>
      <input id="city" {...field('city')} />
      <p>{field('city').error}</p>
      <p data-testid="root">{formState.errors.root?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
};

const setup = () => {
  const onValid = vi.fn();
  render(<NameAndCity onValid={onValid} />);
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onValid, save };
};

describe('useZodForm', () => {
  it('shows every error in the same render as the submit and focuses the first field', () => {
    // Prepare
    const { onValid, save } = setup();

    // Act
    save();

    // Assess
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears only the edited field's error, and does not check it again while typing", () => {
    // Prepare
    const { save } = setup();
    save();

    // Act
    fireEvent.change(screen.getByLabelText('City'), { target: { value: ' ' } });

    // Assess
    expect(screen.queryByText('City is required')).toBeNull();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('hands on the parsed values', () => {
    // Prepare
    const { onValid, save } = setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada ' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Paris' } });

    // Act
    save();

    // Assess
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', city: 'Paris' }, expect.anything());
  });
});

describe('useZodForm showErrors', () => {
  const renderForm = () =>
    renderHook(() => {
      const form = useZodForm<Values, z.output<typeof schema>>(schema, {
        defaultValues: { name: '', city: '' },
      });
      // Read during render, as a form's fields do: react-hook-form then renders again on a change.
      void form.formState.errors;
      return form;
    });

  it("puts a 400's first message under its field, and what is no field under root, once", () => {
    // Prepare
    const { result } = renderForm();

    // Act
    let shown = false;
    act(() => {
      shown = result.current.showErrors({
        name: ['Too long', 'Not allowed'],
        barcode: 'Barcode taken',
        _: 'Something else',
      });
    });

    // Assess
    expect(shown).toBe(true);
    expect(result.current.formState.errors.name?.message).toBe('Too long');
    expect(result.current.formState.errors.root?.message).toBe('Barcode taken');
  });

  it("never takes a key such as __proto__ for one of the form's fields", () => {
    // Prepare
    const { result } = renderForm();

    // Act
    act(() => {
      result.current.showErrors(
        JSON.parse('{"__proto__": "Unknown field"}') as Record<string, string>,
      );
    });

    // Assess
    expect(result.current.formState.errors.root?.message).toBe('Unknown field');
    expect(Object.getPrototypeOf(result.current.getValues())).toBe(Object.prototype);
  });

  it('leaves the keys outside `only` to the caller, and says it showed nothing', () => {
    // Prepare
    const { result } = renderForm();

    // Act
    let shown = true;
    act(() => {
      shown = result.current.showErrors({ productId: 'Unknown product' }, ['name', 'city']);
    });

    // Assess
    expect(shown).toBe(false);
    expect(result.current.formState.errors.root).toBeUndefined();
  });
});
