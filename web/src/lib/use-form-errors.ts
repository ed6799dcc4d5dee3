import { useCallback, useState } from 'react';

/** Field errors of a form; editing a field clears its own error (part 1 §5). */
export const useFormErrors = <K extends string>() => {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const clear = useCallback(
    (field: K) =>
      setErrors((e) => {
        if (!(field in e)) return e;
        const next = { ...e };
        delete next[field];
        return next;
      }),
    [],
  );
  return { errors, setErrors, clear };
};
