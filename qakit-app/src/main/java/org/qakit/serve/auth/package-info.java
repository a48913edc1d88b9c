/**
 * Accounts with roles ({@link org.qakit.serve.auth.Role}), bcrypt password hashes ({@link org.qakit.serve.auth.PasswordHasher}) and database-backed sessions with their CSRF tokens ({@link org.qakit.serve.auth.Sessions}). Access to projects is decided in one place, {@link org.qakit.serve.project.Projects#visible}.
 */
package org.qakit.serve.auth;
