/**
 * Files in and out: output that never leaves half a result behind ({@link org.qakit.io.AtomicFile}),
 * checksums of files and of the inputs a reader opens ({@link org.qakit.io.Sha256}, {@link
 * org.qakit.io.InputDigest}).
 */
package org.qakit.io;
