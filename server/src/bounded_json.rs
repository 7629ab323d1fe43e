//! JSON read within bounds (issue 61.2): a value the server refuses past a
//! size is refused while it is read, before it is built. A list of millions
//! of tiny entries (`[0,0,0,…]`, two bytes each) stops at its most entries,
//! and a part kept as raw text is measured before it is read into values
//! (each of which costs tens of bytes however small its text).

use serde::de::{Deserialize, Deserializer, Error, SeqAccess, Visitor};
use serde_json::value::RawValue;
use std::fmt;
use std::marker::PhantomData;

/// A list of at most `MAX` entries (`null`: none), refused at the entry past it.
pub fn at_most<'de, D, T, const MAX: usize>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    deserializer.deserialize_any(AtMost::<T, MAX>(PhantomData))
}

/// [`at_most`] for a list that may be missing (`#[serde(default)]` beside it).
pub fn some_at_most<'de, D, T, const MAX: usize>(
    deserializer: D,
) -> Result<Option<Vec<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    at_most::<D, T, MAX>(deserializer).map(Some)
}

struct AtMost<T, const MAX: usize>(PhantomData<T>);

impl<'de, T: Deserialize<'de>, const MAX: usize> Visitor<'de> for AtMost<T, MAX> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a list of at most {MAX} entries")
    }

    fn visit_unit<E: Error>(self) -> Result<Vec<T>, E> {
        Ok(Vec::new())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        let mut list = Vec::new();
        while let Some(entry) = seq.next_element()? {
            if list.len() == MAX {
                return Err(A::Error::custom(format_args!(
                    "the list has more than {MAX} entries"
                )));
            }
            list.push(entry);
        }
        Ok(list)
    }
}

/// A raw part of a request read into a value only when its text is at most
/// `max` bytes (its values cost more than its text, so the text is measured).
pub fn value_within(raw: &RawValue, max: usize) -> Option<serde_json::Value> {
    let text = raw.get();
    (text.len() <= max)
        .then(|| serde_json::from_str(text).ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    struct Lists<'a> {
        #[serde(deserialize_with = "at_most::<_, u8, 3>")]
        small: Vec<u8>,
        #[serde(default, borrow, deserialize_with = "some_at_most::<_, &RawValue, 2>")]
        raw: Option<Vec<&'a RawValue>>,
    }

    #[test]
    fn a_list_past_its_most_entries_is_refused_while_it_is_read() {
        let read: Lists =
            serde_json::from_str(r#"{"small": [1, 2, 3], "raw": [{}, [0]]}"#).unwrap();
        assert_eq!(read.small, [1, 2, 3]);
        assert_eq!(read.raw.unwrap().len(), 2);
        let read: Lists = serde_json::from_str(r#"{"small": null}"#).unwrap();
        assert!(read.small.is_empty() && read.raw.is_none());
        let long = format!(r#"{{"small": [1, 2, 3, 4{}]}}"#, ", 0".repeat(1_000_000));
        let error = serde_json::from_str::<Lists>(&long).unwrap_err();
        assert!(error.to_string().contains("more than 3 entries"), "{error}");
        // The error is at the fourth entry: the rest was never read.
        assert!(error.column() < 40, "{error}");
        assert!(serde_json::from_str::<Lists>(r#"{"small": [], "raw": [1, 2, 3]}"#).is_err());
    }

    #[test]
    fn a_raw_part_is_measured_before_it_is_read() {
        let zeros = format!("[{}0]", "0,".repeat(3_900_000));
        let raw: Box<RawValue> = serde_json::from_str(&zeros).unwrap();
        assert_eq!(value_within(&raw, 1024), None);
        let small: Box<RawValue> = serde_json::from_str(r#"{"seed": "N1GHT7"}"#).unwrap();
        assert_eq!(value_within(&small, 1024).unwrap()["seed"], "N1GHT7");
    }
}
