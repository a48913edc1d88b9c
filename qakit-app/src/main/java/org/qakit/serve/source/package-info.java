/** The source of a record: an uploaded text file, or a URL fetched by the server. */
package org.qakit.serve.source;
