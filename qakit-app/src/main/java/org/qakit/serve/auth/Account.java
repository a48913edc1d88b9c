package org.qakit.serve.auth;

/** A person who signs in: id, user name and role (the password hash never leaves {@link Accounts}). */
public record Account(long id, String username, Role role) {
  public boolean is(Role r) {
    return role == r;
  }
}
