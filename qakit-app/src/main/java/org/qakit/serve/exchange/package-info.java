/**
 * Export and import of a project's records through the dataset formats' own writers and readers, so the files are those the command line reads.
 */
package org.qakit.serve.exchange;
