/** Checks: text hygiene: byte-order mark, CRLF and mixed line ends (raw bytes), control characters and mojibake (text fields). */
package org.qakit.check.text;
