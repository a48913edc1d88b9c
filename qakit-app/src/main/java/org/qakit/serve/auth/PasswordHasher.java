package org.qakit.serve.auth;

import at.favre.lib.crypto.bcrypt.BCrypt;
import java.nio.charset.StandardCharsets;

/**
 * bcrypt password hashes (Provos and Mazières 1999) through {@code at.favre.lib:bcrypt}, version
 * {@code $2a$}, with a cost factor of 2^cost rounds (12 by default; 4, the minimum, only in tests).
 * bcrypt reads at most 72 bytes of a password: a longer one is refused rather than cut silently.
 */
public final class PasswordHasher {
  /** The cost of a server's hashes. */
  public static final int DEFAULT_COST = 12;
  private static final int MAX_BYTES = 72;
  private final int cost;

  public PasswordHasher(int cost) {
    if (cost < 4 || cost > 31) {
      throw new IllegalArgumentException("bcrypt cost must be between 4 and 31, found " + cost);
    }
    this.cost = cost;
  }

  /** The hash to store for {@code password}. */
  public String hash(String password) {
    byte[] bytes = password.getBytes(StandardCharsets.UTF_8);
    if (password.isEmpty()) {
      throw new IllegalArgumentException("the password must not be empty");
    }
    if (bytes.length > MAX_BYTES) {
      throw new IllegalArgumentException("the password is " + bytes.length + " bytes long; bcrypt reads at most " + MAX_BYTES);
    }
    return new String(BCrypt.withDefaults().hash(cost, bytes), StandardCharsets.UTF_8);
  }

  /** Whether {@code password} matches {@code hash} (in time independent of where they differ). */
  public boolean matches(String password, String hash) {
    byte[] bytes = password.getBytes(StandardCharsets.UTF_8);
    return bytes.length <= MAX_BYTES && BCrypt.verifyer().verify(bytes, hash.getBytes(StandardCharsets.UTF_8)).verified;
  }
}
