/**
 * The sample accounts and projects of {@code qakit serve --demo}.
 */
package org.qakit.serve.demo;
