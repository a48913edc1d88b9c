package org.qakit.serve.auth;

import java.util.Optional;

/**
 * A browser's session: the signed-in account and the CSRF token every form of this session must
 * send back (the synchronizer-token pattern, OWASP CSRF Prevention Cheat Sheet). A visitor who is
 * not signed in has no stored session: {@link #anonymous} carries only the token of its signed
 * cookie ({@link SignInTokens}), and {@code tokenHash} is null.
 */
public record Session(String tokenHash, Optional<Account> account, String csrf) {
  /** The session of a visitor who is not signed in, with the CSRF token of its cookie. */
  public static Session anonymous(String csrf) {
    return new Session(null, Optional.empty(), csrf);
  }

  /** Whether this session is stored (a signed-in account's). */
  public boolean stored() {
    return tokenHash != null;
  }
}
