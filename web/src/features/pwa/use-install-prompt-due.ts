/**
 * True once the install prompt may show (30 s into the visit): the prompt's own code loads only
 * then, so the many visits that end sooner, or where the browser offers no installation, never
 * fetch it. Part of the entry: a timer and nothing else.
 */
import { useEffect, useState } from 'react';
import { delayLeft } from './install-prompt-rules';

export const useInstallPromptDue = (enabled: boolean): boolean => {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setDue(true), delayLeft(performance.now()));
    return () => clearTimeout(timer);
  }, [enabled]);
  return due;
};
