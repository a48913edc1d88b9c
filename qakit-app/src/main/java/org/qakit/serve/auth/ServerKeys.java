package org.qakit.serve.auth;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;
import org.qakit.serve.store.StoreException;

/**
 * Secrets kept in the database's {@code server_keys} table, one per name, made (32 random bytes) by
 * the first server that needs one; every server on the same database reads the same secret.
 */
public final class ServerKeys {
  private static final SecureRandom RANDOM = new SecureRandom();

  private ServerKeys() {}

  /** The secret named {@code name}, made and stored now if there is none. */
  public static byte[] secret(Database db, String name) {
    Optional<String> found = read(db, name);
    if (found.isEmpty()) {
      byte[] fresh = new byte[32];
      RANDOM.nextBytes(fresh);
      try {
        db.transaction(c -> Sql.update(c, "INSERT INTO server_keys(name, secret, created_at) VALUES (?, ?, ?)", name,
            Base64.getEncoder().encodeToString(fresh), Instant.now()));
      } catch (StoreException e) {
        // another server stored one first: use that (below); anything else fails there too
      }
      found = read(db, name);
    }
    return Base64.getDecoder().decode(found.orElseThrow(() -> new IllegalStateException("cannot store the server key '" + name + "'")));
  }

  private static Optional<String> read(Database db, String name) {
    return db.transaction(c -> Sql.one(c, "SELECT secret FROM server_keys WHERE name = ?", rs -> rs.getString(1), name));
  }
}
