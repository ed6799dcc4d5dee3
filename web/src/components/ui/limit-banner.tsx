import { ButtonLink, type ButtonVariant } from './button';

export interface LimitBannerLink {
  to: string;
  label: string;
  variant?: ButtonVariant;
}

/**
 * A plan limit is reached (part 1 §8, part 2 §8): the spec's message, an optional note on what is
 * still allowed, and the ways to more (upgrade, an account). As the answer to a refused action it
 * is announced (`announce`: role alert); as a page's standing state it is not, so it is not read
 * out again on every visit.
 */
export const LimitBanner = ({
  message,
  note,
  links,
  announce = false,
  testId,
}: {
  message: string;
  note?: string;
  links: readonly LimitBannerLink[];
  announce?: boolean;
  testId: string;
}) => (
  <div className="limit-banner" role={announce ? 'alert' : undefined} data-testid={testId}>
    <div className="limit-banner__text">
      <p className="limit-banner__message">{message}</p>
      {note && <p className="limit-banner__note">{note}</p>}
    </div>
    <div className="limit-banner__actions">
      {links.map((link, i) => (
        <ButtonLink
          key={link.to}
          to={link.to}
          variant={link.variant ?? (i === 0 ? 'primary' : 'secondary')}
        >
          {link.label}
        </ButtonLink>
      ))}
    </div>
  </div>
);
