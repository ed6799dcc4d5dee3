import { Button } from '../../../components/ui/button';
import { useExplainerDismissed } from '../hooks/use-explainer-dismissed';

/**
 * What the analyzer does and what it costs (a dismissible explainer). Dismissed once,
 * it stays dismissed on this device; a link brings it back.
 */
export const AnalyzerExplainer = () => {
  const [dismissed, setDismissed] = useExplainerDismissed();
  if (dismissed) {
    return (
      <button
        type="button"
        className="link-button analyze-explainer__reopen"
        onClick={() => setDismissed(false)}
      >
        How the analyzer works
      </button>
    );
  }
  return (
    <section
      className="analyze-explainer"
      aria-labelledby="analyze-explainer-title"
      data-testid="analyze-explainer"
    >
      <h2 id="analyze-explainer-title" className="analyze-explainer__title">
        How the analyzer works
      </h2>
      <ul className="analyze-explainer__points">
        <li>
          Paste the address of an online store. Our server reads its public pages: what it sells and
          who makes it, its policies and contact details, and how long its domain has been
          registered.
        </li>
        <li>
          Fixed rules turn what was read into a score, and into signs of dropshipping or
          print-on-demand. Every point names the evidence that gave it.
        </li>
        <li>
          When too little can be read, the verdict is Unknown, with the reason, never a guess.
        </li>
        <li>
          A new store uses one of your plan&apos;s store analyses; analyzing it again this month is
          free.
        </li>
      </ul>
      <Button variant="secondary" onClick={() => setDismissed(true)}>
        Got it, hide this
      </Button>
    </section>
  );
};
