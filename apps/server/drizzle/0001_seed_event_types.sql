-- Event types and the skills each brings into a new event (docs/api.md "Events").
INSERT INTO "event_types" ("name") VALUES ('Cricket'), ('Football'), ('Basketball'), ('Fantasy League'), ('Other')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "event_type_skills" ("event_type_id", "name")
SELECT t.id, s.name FROM "event_types" t
JOIN (VALUES
  ('Cricket', 'Batter'), ('Cricket', 'Bowler'), ('Cricket', 'All-rounder'), ('Cricket', 'Wicket-keeper'),
  ('Football', 'Goalkeeper'), ('Football', 'Defender'), ('Football', 'Midfielder'), ('Football', 'Forward'),
  ('Basketball', 'Point Guard'), ('Basketball', 'Shooting Guard'), ('Basketball', 'Small Forward'),
  ('Basketball', 'Power Forward'), ('Basketball', 'Center'),
  ('Fantasy League', 'Captain'), ('Fantasy League', 'Vice-captain'), ('Fantasy League', 'Player')
) AS s(type_name, name) ON s.type_name = t.name
ON CONFLICT DO NOTHING;
