/**
 * The HTML pages: one {@code *Routes} class per area with a {@code register} method, Pebble templates under {@code resources/qakit/serve/templates} (auto-escaped), the session and CSRF filter (with what a trusted proxy says: {@link org.qakit.serve.web.ProxyHeaders}), form reading.
 */
package org.qakit.serve.web;
