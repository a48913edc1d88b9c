package org.qakit.serve.web;

import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpResponseException;
import io.javalin.http.NotFoundResponse;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * The answer to a project page the account may not see. An auditor is sent links to records to
 * rate, so an auditor who is not assigned to an existing project gets 403 and a page that says why
 * and who can change it. Anyone else gets 404, as for a project that does not exist, so an
 * annotator learns nothing about other projects.
 */
final class NotAssigned {
  private NotAssigned() {}

  static HttpResponseException refusal(Database db, Account me, long projectId) {
    boolean exists = db.read(c -> Sql.one(c, "SELECT 1 FROM projects WHERE id = ?", rs -> 1, projectId).isPresent());
    if (me.is(Role.AUDITOR) && exists) {
      return new ForbiddenResponse("You are not assigned to project " + projectId + ", so you cannot see or audit its records."
          + " An admin assigns auditors under People on the project's page; your audit queue lists the projects assigned to you.");
    }
    return new NotFoundResponse("no such project");
  }
}
