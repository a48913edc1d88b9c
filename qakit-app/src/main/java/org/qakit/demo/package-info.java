/** {@code qakit demo}: the main job on embedded defaults, over the samples shipped with qakit. */
package org.qakit.demo;
