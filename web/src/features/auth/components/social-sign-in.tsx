/**
 * Google and Apple sign-in are shown but not built yet: the buttons are disabled and
 * say so, rather than pretending to work.
 */
export const SocialSignIn = () => (
  <div className="social">
    <div className="social__divider">
      <span>or</span>
    </div>
    <div className="social__buttons">
      <button
        type="button"
        className="btn btn--secondary"
        disabled
        title="Sign in with Google is coming soon"
      >
        Google
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        disabled
        title="Sign in with Apple is coming soon"
      >
        Apple
      </button>
    </div>
    <p className="social__note">Google and Apple sign-in are coming soon.</p>
  </div>
);
