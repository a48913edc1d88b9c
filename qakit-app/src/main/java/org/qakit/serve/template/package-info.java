/** Diagram description templates per category, kept by admins (GeoSQA's annotation scheme). */
package org.qakit.serve.template;
