/** Checks: multiple-choice checks: one gold, empty, duplicate and variant options, label width, the gold-is-longest rate. */
package org.qakit.check.choice;
