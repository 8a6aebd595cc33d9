-- Every change to a user's row (a Log Out, a new password, a verified contact, a new role, a
-- deleted account) notifies the channel wtkit_users with the user's id when its transaction
-- commits. Each server instance keeps recently seen user rows so that signed-in requests need no
-- read; it listens, and forgets the row at once.
CREATE OR REPLACE FUNCTION wtkit_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wtkit_users', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed
AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION wtkit_user_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wtkit_users_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wtkit_users', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_truncated
AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_users_truncated();
