/**
 * {@code qakit serve}: the annotation tool and the QA service. {@link org.qakit.serve.QakitServer}
 * wires the parts: {@code store} (database, migrations), {@code auth} (accounts, bcrypt, sessions),
 * {@code project} (kinds, quotas, assignments), {@code record} (records, optimistic locking, edit
 * history, the {@link org.qakit.serve.record.RecordValidator} seam, text analysis, item mapping),
 * {@code audit} (three 1–5 scales), {@code exchange} (export and import in the CLI's formats),
 * {@code api} (the versioned JSON API and its OpenAPI file), {@code web} (pages, forms, CSRF) and
 * {@code demo}. To add a page: a {@code *Routes} class in {@code web} with a {@code register}
 * method, a Pebble template under {@code resources/qakit/serve/templates}, one line in
 * {@code QakitServer.configure}. To add an API route: the same in {@code api}, and its entry in
 * {@code resources/qakit/serve/openapi.json} (a test fails otherwise).
 */
package org.qakit.serve;
