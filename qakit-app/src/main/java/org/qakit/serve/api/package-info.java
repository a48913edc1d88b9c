/**
 * The versioned JSON API ({@code /api/v1}) and the solvers behind it. Every route must be in {@code resources/qakit/serve/openapi.json}; {@code ApiTest} fails otherwise.
 */
package org.qakit.serve.api;
