package org.qakit.serve.auth;

import java.util.Locale;

/**
 * What an account may do: an admin creates projects and accounts and sees every project; an
 * annotator writes records in the projects assigned to it; an auditor rates the records of the
 * projects assigned to it.
 */
public enum Role {
  ADMIN, ANNOTATOR, AUDITOR;

  /** The lower-case name stored in the database and shown on pages. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The role named {@code id} (admin, annotator or auditor). */
  public static Role of(String id) {
    for (Role r : values()) {
      if (r.id().equals(id)) {
        return r;
      }
    }
    throw new IllegalArgumentException("unknown role '" + id + "'; expected admin, annotator or auditor");
  }
}
