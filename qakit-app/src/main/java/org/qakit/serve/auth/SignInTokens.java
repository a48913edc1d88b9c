package org.qakit.serve.auth;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.qakit.serve.store.Database;

/**
 * CSRF tokens of visitors who are not signed in, kept in a cookie and nowhere else (the signed
 * double-submit cookie of the OWASP CSRF Prevention Cheat Sheet): {@code ISSUED.NONCE.MAC}, where
 * ISSUED is the epoch second it was made, NONCE 16 random bytes and MAC the HMAC-SHA256 of
 * {@code ISSUED.NONCE} under the server key {@value #KEY_NAME} ({@link ServerKeys}). A form posted
 * by such a visitor must carry the cookie's token, which a page of another site can neither read
 * nor make; a token older than {@link #LIFETIME} is refused. Nothing is stored per visitor.
 */
public final class SignInTokens {
  /** The name of the key in {@code server_keys}. */
  public static final String KEY_NAME = "sign-in-csrf";
  /** How long a token is accepted. */
  public static final Duration LIFETIME = Sessions.LIFETIME;
  private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();
  private final SecretKeySpec key;
  private final Clock clock;

  public SignInTokens(byte[] secret, Clock clock) {
    this.key = new SecretKeySpec(secret, "HmacSHA256");
    this.clock = clock;
  }

  /** The tokens signed with the database's key (made on first use). */
  public static SignInTokens of(Database db, Clock clock) {
    return new SignInTokens(ServerKeys.secret(db, KEY_NAME), clock);
  }

  /** A new token. */
  public String issue() {
    String body = clock.instant().getEpochSecond() + "." + Tokens.random().substring(0, 22);
    return body + "." + mac(body);
  }

  /** Whether {@code token} was issued by a server with this key and is not older than {@link #LIFETIME}. */
  public boolean valid(String token) {
    if (token == null || token.length() > 200) {
      return false;
    }
    int last = token.lastIndexOf('.');
    int first = token.indexOf('.');
    if (first <= 0 || last == first) {
      return false;
    }
    String body = token.substring(0, last);
    if (!MessageDigest.isEqual(mac(body).getBytes(StandardCharsets.UTF_8), token.substring(last + 1).getBytes(StandardCharsets.UTF_8))) {
      return false;
    }
    long issued;
    try {
      issued = Long.parseLong(token.substring(0, first));
    } catch (NumberFormatException e) {
      return false;
    }
    long age = clock.instant().getEpochSecond() - issued;
    return age >= -60 && age < LIFETIME.toSeconds();
  }

  private String mac(String body) {
    try {
      Mac m = Mac.getInstance("HmacSHA256");
      m.init(key);
      return B64.encodeToString(m.doFinal(body.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }
}
