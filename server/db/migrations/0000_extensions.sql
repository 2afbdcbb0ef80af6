-- pg_trgm powers indexed substring search over genre names and the song catalogue (design.md §5).
-- It is a trusted extension on PostgreSQL 13+, and PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
