/**
 * The versioned JSON API ({@code /api/v1}) and the solvers behind it. {@link org.qakit.serve.api.ApiRoutes}
 * registers the routes; a body is read by {@link org.qakit.serve.api.RequestBody} (size, media type,
 * strict UTF-8) and {@link org.qakit.serve.api.AnswerRequestJson} (shape), answered by
 * {@link org.qakit.serve.api.Answerer} within the limits of {@link org.qakit.serve.api.ApiOptions},
 * and every refusal is an {@link org.qakit.serve.api.ApiError}, written as {@code {"error", "message"}}.
 * Every route must be in {@code resources/qakit/serve/openapi.json}; {@code ApiTest} fails otherwise.
 */
package org.qakit.serve.api;
