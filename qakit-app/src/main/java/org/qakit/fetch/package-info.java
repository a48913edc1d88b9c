/**
 * Getting a task's files onto this machine: {@link org.qakit.fetch.TaskFetcher} downloads them
 * from the registry's URLs into the fetch home ({@link org.qakit.fetch.HttpDownload}: resumable,
 * checked, never half a file at the final path; {@link org.qakit.fetch.TransferProgress} shows
 * it), and {@link org.qakit.fetch.TaskImporter} copies in a local copy of files that have no URL.
 * Where the files go and are found is {@link org.qakit.task.DataHome}'s.
 */
package org.qakit.fetch;
