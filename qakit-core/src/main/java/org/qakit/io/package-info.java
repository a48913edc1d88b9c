/** File output that never leaves half a result behind ({@link org.qakit.io.AtomicFile}). */
package org.qakit.io;
