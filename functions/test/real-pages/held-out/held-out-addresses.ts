/**
 * The address each held-out page was saved from (README.md here says where each comes from and
 * what is read wrong on it). Served at these addresses by read-held-out.ts.
 */
export const HELD_OUT_FROM: Readonly<Record<string, string>> = {};
