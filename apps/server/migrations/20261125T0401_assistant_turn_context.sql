-- What each assistant answer computed (the query it understood and the items it referred to), so a
-- follow-up ("how much is it worth?", "and in the garage?") resolves against the previous turn.
ALTER TABLE chat_messages ADD COLUMN turn_context jsonb;
