//! What was typed at a seat or for the table: text by field name, kept in key order.
//! A sorted list instead of a `BTreeMap`: a pad holds a dozen entries, and the map's
//! code cost the wasm more than the search it saves (docs/performance.md).

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entries(Vec<(String, String)>);

impl Entries {
    pub fn new() -> Entries {
        Entries::default()
    }

    fn find(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    pub fn get(&self, key: &str) -> Option<&String> {
        self.find(key).ok().map(|at| &self.0[at].1)
    }

    pub fn get_key_value(&self, key: &str) -> Option<(&String, &String)> {
        self.find(key).ok().map(|at| (&self.0[at].0, &self.0[at].1))
    }

    pub fn insert(&mut self, key: String, value: String) {
        match self.find(&key) {
            Ok(at) => self.0[at].1 = value,
            Err(at) => self.0.insert(at, (key, value)),
        }
    }

    /// Forgets a field; whether it was there.
    pub fn remove(&mut self, key: &str) -> bool {
        let found = self.find(key);
        if let Ok(at) = found {
            self.0.remove(at);
        }
        found.is_ok()
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&str, &str) -> bool) {
        self.0.retain(|(k, v)| keep(k, v));
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn values(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(_, v)| v)
    }

    #[cfg_attr(not(any(feature = "hydrate", test)), allow(dead_code))]
    pub fn iter(&self) -> impl Iterator<Item = (&String, &String)> {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl<'a> Extend<(&'a String, &'a String)> for Entries {
    fn extend<I: IntoIterator<Item = (&'a String, &'a String)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k.clone(), v.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_behave_as_a_map_in_key_order() {
        let mut e = Entries::new();
        e.insert("b".into(), "2".into());
        e.insert("a".into(), "1".into());
        e.insert("b".into(), "3".into());
        assert_eq!(e.get("b").map(String::as_str), Some("3"));
        let keys: Vec<&String> = e.iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["a", "b"]);
        e.retain(|k, _| k != "a");
        assert_eq!(e.get("a"), None);
        e.remove("b");
        assert!(e.is_empty());
        let mut f = Entries::new();
        f.insert("x".into(), "9".into());
        e.extend(f.get_key_value("x"));
        assert_eq!(e.values().collect::<Vec<_>>(), ["9"]);
    }
}
