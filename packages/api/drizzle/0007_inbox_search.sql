-- The one inbox across kinds: every kind's record (but the newsletter's) as one row of the same
-- columns, with the text a person wrote (search_text) and the digits of their mobile (phone_digits)
-- for the staff's search: full-text and trigram (pg_trgm) matching, PostgreSQL's own and PGlite's.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A mobile's ten digits as people type them in any spacing, with a leading 91 or 0 dropped.
CREATE FUNCTION inbox_phone_digits(mobile text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN CASE
  WHEN regexp_replace(mobile, '\D', '', 'g') ~ '^(91|0)\d{10}$'
    THEN right(regexp_replace(mobile, '\D', '', 'g'), 10)
  ELSE regexp_replace(mobile, '\D', '', 'g')
END;
--> statement-breakpoint
-- The first words of a text on one line: 121 characters, so the reader knows when more follow.
CREATE FUNCTION inbox_excerpt(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN left(btrim(regexp_replace(coalesce(body, ''), '\s+', ' ', 'g')), 121);
--> statement-breakpoint
-- The end (midnight, India time: +05:30 all year) of the days-th working day, Monday to Friday,
-- after the day a record came in: when a reply promised in working days is due (dueAtOf of
-- @inclusion/forms counts the same).
CREATE FUNCTION india_business_days_end(came_in timestamptz, days integer) RETURNS timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
-- Counted from a weekday (a Saturday or Sunday counts from the Friday before): every five working
-- days add a weekend of two.
RETURN (
  SELECT ((counted_from + days + 2 * ((weekday - 1 + days) / 5) + 1)::timestamp AT TIME ZONE 'UTC')
    - interval '330 minutes'
  FROM (
    SELECT day - greatest(isodow - 5, 0) AS counted_from, least(isodow, 5) AS weekday
    FROM (
      SELECT day, extract(isodow FROM day)::integer AS isodow
      FROM (SELECT ((came_in + interval '330 minutes') AT TIME ZONE 'UTC')::date AS day) AS came
    ) AS dated
  ) AS counted
);
--> statement-breakpoint
CREATE VIEW inbox_items AS
SELECT 'contact'::text AS kind, id, reference, status, full_name, email, NULL::text AS organisation,
  mobile, inbox_excerpt(message) AS excerpt, language, created_at, updated_at, assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile, message) AS search_text,
  inbox_phone_digits(mobile) AS phone_digits
FROM contact_messages
UNION ALL
SELECT 'contactus', id, reference, status, full_name, email, NULL, mobile, inbox_excerpt(message),
  language, created_at, updated_at, assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile, subject, message), inbox_phone_digits(mobile)
FROM contact_us_messages
UNION ALL
SELECT 'volunteer', id, reference, status, full_name, email, NULL, mobile,
  inbox_excerpt(coalesce(nullif(btrim(message), ''), how_to_help)), language, created_at, updated_at,
  assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile, array_to_string(expertise, ' '), how_to_help, message),
  inbox_phone_digits(mobile)
FROM volunteers
UNION ALL
SELECT 'internship', id, reference, status, full_name, email, NULL, mobile, inbox_excerpt(motivation),
  language, created_at, updated_at, assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile, internship_area, education, motivation),
  inbox_phone_digits(mobile)
FROM internship_applications
UNION ALL
SELECT 'donation', id, reference, status, full_name, email, NULL, mobile,
  inbox_excerpt(coalesce(nullif(btrim(message), ''),
    donation_type || ' donation of ' || donation_amount::text || ' ' || currency)),
  language, created_at, updated_at, assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile, donation_type, message), inbox_phone_digits(mobile)
FROM donations
UNION ALL
SELECT 'news', id, reference, status, full_name, email, NULL, NULL, inbox_excerpt(news_update), language,
  created_at, updated_at, assignee_id, version,
  concat_ws(' ', reference, full_name, email, news_update), NULL
FROM news_submissions
UNION ALL
SELECT 'partnership', id, reference, status, full_name, email, organization_name, mobile,
  inbox_excerpt(coalesce(nullif(btrim(message), ''), area_of_interest)), language, created_at, updated_at,
  assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile, organization_name, area_of_interest,
    message),
  inbox_phone_digits(mobile)
FROM collaborations
UNION ALL
SELECT 'event-registration', id, reference, registration_status, full_name, email, nullif(organization, ''),
  mobile_number, inbox_excerpt(event_title), language, created_at, updated_at, assignee_id, version,
  concat_ws(' ', reference, full_name, email, mobile_number, city, occupation, organization,
    other_disability_text, event_title),
  inbox_phone_digits(mobile_number)
FROM event_registrations;
