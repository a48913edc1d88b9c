/** Diagram images uploaded to scenario projects: type detection and storage. */
package org.qakit.serve.image;
