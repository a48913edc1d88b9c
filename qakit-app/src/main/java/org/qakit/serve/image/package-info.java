/** Diagram images uploaded to scenario projects: type detection, storage and the purge of images no saved record refers to ({@link org.qakit.serve.image.ImagePurge}). */
package org.qakit.serve.image;
