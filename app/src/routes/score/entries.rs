//! What was typed at a seat or for the table: text by field key, in key order.

/// Field key → the text typed in it.
pub type Entries = std::collections::BTreeMap<String, String>;
