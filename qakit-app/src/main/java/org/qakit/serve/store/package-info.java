/**
 * Persistence of {@code qakit serve}: {@link org.qakit.serve.store.Database} (H2 or PostgreSQL
 * through JDBC, Flyway migrations under {@code src/main/resources/db/migration}) and {@link
 * org.qakit.serve.store.Sql} helpers, and {@link org.qakit.serve.store.InputLimits}, the width of
 * every text column and the limit of every field a person types. To change the schema, add a new
 * {@code V<n>__what.sql} migration that runs on both H2 and PostgreSQL; never edit one that has
 * shipped; a width changed in a migration changes in {@code InputLimits} too ({@code InputLimitsTest}
 * compares them).
 */
package org.qakit.serve.store;
