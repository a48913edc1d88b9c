/**
 * The HTML pages: one {@code *Routes} class per area with a {@code register} method, Pebble templates under {@code resources/qakit/serve/templates} (auto-escaped), the session and CSRF filter (with what a trusted proxy says: {@link org.qakit.serve.web.ProxyHeaders}), form reading, the check that every form post is UTF-8 text ({@link org.qakit.serve.web.FormEncoding}, {@link org.qakit.serve.web.StrictUtf8}) the folders uploads are read from ({@link org.qakit.serve.web.UploadFolders}), and the record form's aids: keyboard shortcuts ({@link org.qakit.serve.web.Shortcuts}) and guidelines shown safely ({@link org.qakit.serve.web.GuidelinesHtml}).
 */
package org.qakit.serve.web;
