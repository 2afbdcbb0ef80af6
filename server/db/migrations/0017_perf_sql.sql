-- The MAGIC ranking cache is derived data: skip the write-ahead log (a crash empties the table,
-- which only costs one recomputation per member).
ALTER TABLE "magic_rankings" SET UNLOGGED;
