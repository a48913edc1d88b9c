/**
 * The source of a record: an uploaded text file (UTF-8, or another encoding detected by ICU4J and
 * confirmed by the person: {@link org.qakit.serve.source.TextUpload}, {@link
 * org.qakit.serve.source.CharsetChoice}), or a URL fetched by the server.
 */
package org.qakit.serve.source;
