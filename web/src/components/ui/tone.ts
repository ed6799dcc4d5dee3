/**
 * The colours a label or a score box takes, shared by every feature that grades something (trust
 * and authenticity badges, price ranks, risks, verdict bands, alert states): each maps its own
 * words onto these, and styles.css draws them. A tone always goes with words, never alone.
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** The class of a tone, or none where a label keeps colours of its own. */
export const toneClass = (tone: Tone | null): string => (tone ? ` tone--${tone}` : '');
