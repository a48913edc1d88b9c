package org.qakit.serve.auth;

import java.util.Optional;

/**
 * A browser's session: the signed-in account (empty before sign-in) and the CSRF token every form
 * of this session must send back (the synchronizer-token pattern, OWASP CSRF Prevention Cheat Sheet).
 */
public record Session(String tokenHash, Optional<Account> account, String csrf) {}
