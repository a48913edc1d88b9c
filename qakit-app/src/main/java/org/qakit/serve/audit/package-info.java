/**
 * Audits on GeoSQA's three 1–5 scales; a rating under 3 on any scale excludes a record from exports.
 */
package org.qakit.serve.audit;
