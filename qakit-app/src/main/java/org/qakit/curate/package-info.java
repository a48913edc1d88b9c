/**
 * The glue of the curation commands ({@code qakit dedup}, {@code qakit distractors}) and their
 * regression files: reading, training and measuring, so that a command only parses options.
 */
package org.qakit.curate;
