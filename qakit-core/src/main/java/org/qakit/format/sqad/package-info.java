/**
 * SQAD v3, the Czech Simple Question Answering Database: a folder of record folders in the
 * vertical format. {@link org.qakit.format.sqad.SqadFormat} reads each record into one internal
 * record (question, article, answer sentences, answer extraction, title, types) and maps it to the
 * view asked for; the vertical reader, the detokeniser and the shared-article links live beside it.
 */
package org.qakit.format.sqad;
