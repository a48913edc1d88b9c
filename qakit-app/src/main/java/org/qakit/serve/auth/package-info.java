/**
 * Accounts with roles ({@link org.qakit.serve.auth.Role}), bcrypt password hashes ({@link org.qakit.serve.auth.PasswordHasher})
 * under a {@link org.qakit.serve.auth.PasswordPolicy}, sign-ins through a back-off {@link org.qakit.serve.auth.SignInThrottle}
 * and a bounded number of checks at once ({@link org.qakit.serve.auth.SignIns}), database-backed sessions of signed-in
 * accounts with their CSRF tokens ({@link org.qakit.serve.auth.Sessions}) and the signed CSRF cookie of visitors who are not
 * signed in ({@link org.qakit.serve.auth.SignInTokens}). Access to projects is decided in one place,
 * {@link org.qakit.serve.project.Projects#visible}.
 */
package org.qakit.serve.auth;
