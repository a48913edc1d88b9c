package org.qakit.serve.auth;

import java.time.Instant;

/**
 * An API key as listed to admins (the key itself is shown once, when created, and never stored).
 *
 * @param id the key's number
 * @param name what the admin called it (who or what uses it)
 * @param prefix the key's first characters, to tell keys apart
 * @param createdBy the user name of the admin who created it, or null when that account is gone
 * @param createdAt when it was created
 * @param revokedAt when it was revoked, or null while it is valid
 */
public record ApiKey(long id, String name, String prefix, String createdBy, Instant createdAt, Instant revokedAt) {
  public boolean revoked() {
    return revokedAt != null;
  }
}
