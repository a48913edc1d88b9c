/**
 * Export and import of a project's records: through the dataset formats' own writers and readers,
 * so the files are those the command line reads ({@link org.qakit.serve.exchange.Exporter},
 * {@link org.qakit.serve.exchange.Importer}), and as {@code qakit-serve}, the whole project with
 * everything the server keeps about each record, so that an export imported elsewhere gives back
 * the same records ({@link org.qakit.serve.exchange.ProjectArchive}, written by {@code
 * ArchiveExport}, restored by {@code ArchiveImport}). To add a format, register it in {@code
 * Formats} and in the project kinds that hold its items.
 */
package org.qakit.serve.exchange;
